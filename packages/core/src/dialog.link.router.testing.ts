// A router whose popstate listener comes before core's: imported by a test ahead of core's modules, so its listener
// is added (in the capture phase) before core's. It stands for a router that hears every popstate first and takes it
// for Back, dropping the navigation it has under way (as Next.js's App Router did with core's step back).

/** The paths at every popstate the router heard. */
export const heard: string[] = [];
let pending = 0;

window.addEventListener(
  "popstate",
  () => {
    heard.push(location.pathname);
    pending++;
  },
  true,
);

/** Loads the page (50 ms), then pushes its entry, unless a popstate came first. */
export function push(url: string): void {
  const id = ++pending;
  setTimeout(() => {
    if (id === pending) history.pushState({ __NA: true }, "", url);
  }, 50);
}
