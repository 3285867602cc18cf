// The demo game page: shows which game opened and how (transfer or fallback), as text.
const search = new URLSearchParams(location.search);
const game = search.get('game') || 'unknown game';
document.getElementById('title').textContent = `Demo game: ${game}`;
document.title = `Demo game: ${game}`;
const facts = document.getElementById('facts');
for (const [label, value] of [
  ['Game', game],
  ['Opened via', search.get('via') || 'direct link'],
  ['Event', search.get('event') || '—'],
  ['Language', search.get('lang') || '—'],
]) {
  const dt = document.createElement('dt');
  dt.textContent = label;
  const dd = document.createElement('dd');
  dd.textContent = value;
  dd.dataset.fact = label.toLowerCase().replace(/\s+/g, '-');
  facts.append(dt, dd);
}
document.getElementById('back').addEventListener('click', (e) => {
  e.preventDefault();
  history.back();
});
