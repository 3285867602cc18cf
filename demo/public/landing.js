// Lists the seeded players (GET /__demo/players) with links that open the widgets as them.
(function () {
  var body = document.getElementById('players');
  fetch('/__demo/players')
    .then(function (r) {
      return r.json();
    })
    .then(function (players) {
      body.textContent = '';
      players.slice(0, 200).forEach(function (p) {
        var tr = document.createElement('tr');
        [p.account, p.brand, String(p.apiId), p.nickname || '—', String(p.rounds)].forEach(function (text) {
          var td = document.createElement('td');
          td.textContent = text;
          tr.appendChild(td);
        });
        var td = document.createElement('td');
        var a = document.createElement('a');
        a.href = '/lobby.html?api=' + p.apiId + '&gameToken=' + encodeURIComponent(p.gameToken);
        a.textContent = 'Lobby as this player';
        td.appendChild(a);
        var f = document.createElement('a');
        f.href = '/fairness.html?api=' + p.apiId + '&game=31&gameToken=' + encodeURIComponent(p.gameToken);
        f.textContent = 'Verify fairness';
        var app = document.createElement('a');
        app.href = '/app.html?token=' + encodeURIComponent(p.gameToken) + '&lang=en';
        app.textContent = 'Full-page app';
        td.appendChild(document.createTextNode(' · '));
        td.appendChild(app);
        td.appendChild(document.createTextNode(' · '));
        td.appendChild(f);
        var hist = document.createElement('a');
        hist.href =
          '/history.html?api=' + p.apiId + '&game=' + p.longGame + '&gameToken=' + encodeURIComponent(p.gameToken);
        hist.textContent = 'Game history';
        td.appendChild(document.createTextNode(' · '));
        td.appendChild(hist);
        var rk = document.createElement('a');
        rk.href = '/rankings.html?api=' + p.apiId + '&gameToken=' + encodeURIComponent(p.gameToken);
        rk.textContent = 'Rankings';
        td.appendChild(document.createTextNode(' · '));
        td.appendChild(rk);
        var member = document.createElement('a');
        member.href = '/member.html?api=' + p.apiId + '&gameToken=' + encodeURIComponent(p.gameToken);
        member.textContent = 'VIP and LV';
        td.appendChild(document.createTextNode(' · '));
        td.appendChild(member);
        var rewards = document.createElement('a');
        rewards.href = '/rewards.html?api=' + p.apiId + '&event-id=1&gameToken=' + encodeURIComponent(p.gameToken);
        rewards.textContent = 'Rewards';
        td.appendChild(document.createTextNode(' · '));
        td.appendChild(rewards);
        tr.appendChild(td);
        body.appendChild(tr);
      });
    })
    .catch(function (e) {
      body.textContent = 'Could not load players: ' + e.message;
    });
})();
