/** A full page load to a path the portal's shell serves (not this remote's router); its own module so tests can see it. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
