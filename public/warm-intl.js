// Started by page-scripts.js as a server-rendered page loads (decision 159). A page's first
// Intl.DateTimeFormat loads the platform's time-zone and calendar data: about 90 ms of the main
// thread at 4x CPU throttling on /, /events and /news, inside the hydration of the dates the
// server rendered, where it blocks input. That data is kept for the whole renderer process, so
// loaded here, on another thread while the page's scripts download, the page's own first one
// then takes a few ms. Nothing is sent back; the worker ends itself.
new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" }).format(0);
close();
