// Webpack's asset/resource rule turns an imported file into its public URL.
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
