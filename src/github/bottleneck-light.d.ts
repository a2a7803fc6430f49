// bottleneck ships types for its main entry only; `bottleneck/light.js` (the
// build @octokit/plugin-throttling uses) has the same API without Redis.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
