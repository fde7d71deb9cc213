// Vite's `?inline` imports a stylesheet as a string (styles/inline.ts, for shadow roots).
declare module '*.css?inline' {
  const css: string;
  export default css;
}
