// Vite's `?inline` imports a stylesheet as a string: the player puts its CSS into a <style> in its
// own root (the element's shadow root or the portal page) instead of relying on global sheets.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
