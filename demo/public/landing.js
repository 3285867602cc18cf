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
        var token = encodeURIComponent(p.gameToken);
        var player = 'api=' + p.apiId + '&gameToken=' + token;
        var links = [
          ['Lobby as this player', '/lobby.html?' + player],
          ['Full-page app', '/app.html?token=' + token + '&lang=en'],
          ['Verify fairness', '/fairness.html?api=' + p.apiId + '&game=31&gameToken=' + token],
          ['Game history', '/history.html?api=' + p.apiId + '&game=' + p.longGame + '&gameToken=' + token],
          ['Rankings', '/rankings.html?' + player],
          ['VIP and LV', '/member.html?' + player],
          ['Rewards', '/rewards.html?api=' + p.apiId + '&event-id=1&gameToken=' + token],
        ];
        var td = document.createElement('td');
        links.forEach(function (link, i) {
          var a = document.createElement('a');
          a.textContent = link[0];
          a.href = link[1];
          if (i > 0) td.appendChild(document.createTextNode(' · '));
          td.appendChild(a);
        });
        tr.appendChild(td);
        body.appendChild(tr);
      });
    })
    .catch(function (e) {
      body.textContent = 'Could not load players: ' + e.message;
    });
})();
