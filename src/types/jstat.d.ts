// jstat ships no types: only what Croupier uses of it is declared here.
declare module 'jstat' {
  const jstat: {
    jStat: {
      chisquare: {
        /** P(X ≤ x) for a chi-square distribution with `dof` degrees of freedom. */
        cdf(x: number, dof: number): number;
      };
    };
  };
  export default jstat;
}
