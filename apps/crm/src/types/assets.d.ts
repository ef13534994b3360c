// Webpack emits imported PDFs as hashed asset files (tooling/webpack, asset/resource)
// and the import's value is the file's URL; in Jest it is a fixed stub URL.
declare module '*.pdf' {
  const url: string;
  export default url;
}

declare module '*.png' {
  const url: string;
  export default url;
}

declare module '*.svg' {
  const url: string;
  export default url;
}
