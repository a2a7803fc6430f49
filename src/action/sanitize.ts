// The execute job runs PR code. It must find no credential in its
// environment (T10): the Action's own inputs (INPUT_GITHUB-TOKEN), tokens the
// runner provides for artifacts and OIDC, and anything named like a secret
// are removed before a benchmark or build starts.
const CREDENTIAL = /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|PRIVATE_KEY|API_KEY/i;
const RUNNER_SERVICES = /^(INPUT_|ACTIONS_RUNTIME_|ACTIONS_ID_TOKEN_|ACTIONS_CACHE_|ACTIONS_RESULTS_)/i;

export function sanitizedEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const clean: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(env)) {
    if (CREDENTIAL.test(name) || RUNNER_SERVICES.test(name)) continue;
    clean[name] = value;
  }
  return clean;
}
