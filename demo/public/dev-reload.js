// The dev loop only (`npm run dev`): the platform adds this script to the demo pages, and reloads
// them when a rebuild of the bundle ends. EventSource reconnects by itself if the platform restarts.
new EventSource('/__dev/events').addEventListener('reload', () => location.reload());
