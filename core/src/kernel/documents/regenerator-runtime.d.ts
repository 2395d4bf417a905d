/** regenerator-runtime ships no types: its module is the runtime object fontkit's shaper reads. */
declare module 'regenerator-runtime' {
  const runtime: unknown;
  export default runtime;
}
