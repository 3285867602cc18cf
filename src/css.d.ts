/** CSS imported as a string, adopted into shadow roots as a constructable stylesheet. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
/** The same text as a module of its own (scripts/rollup/css-inline.mjs). */
declare module '*.css?inline&copy' {
  const css: string;
  export default css;
}
