// GitHub's own evaluator of workflow expressions (@actions/expressions, from actions/languageservices): a job's
// `if:` and the `${{ }}` in a step's inputs, evaluated on the contexts a test gives, as GitHub evaluates them.
import { Evaluator, Lexer, Parser, data } from '@actions/expressions';
import { truthy } from '@actions/expressions/result';

const ALWAYS = { name: 'always', description: '', minArgs: 0, maxArgs: 0 };

/** The value of one expression (without `${{ }}`); `always()` is true, as for a job whose needs were skipped. */
export function evaluate(expression: string, contexts: Record<string, unknown>): data.ExpressionData {
  const lexed = new Lexer(expression).lex();
  const ast = new Parser(lexed.tokens, Object.keys(contexts), [ALWAYS]).parse();
  const context = JSON.parse(JSON.stringify(contexts), data.reviver) as data.Dictionary;
  const functions = new Map([['always', { ...ALWAYS, call: () => new data.BooleanData(true) }]]);
  return new Evaluator(ast, context, functions).evaluate();
}

/** Whether GitHub starts a job with this `if:` (none: it runs when its needs succeeded). */
export function jobStarts(condition: string | undefined, contexts: Record<string, unknown>): boolean {
  if (condition === undefined) return true;
  return truthy(evaluate(condition.replace(/^\$\{\{([\s\S]*)\}\}$/, '$1'), contexts));
}

/** A step's input with every `${{ … }}` replaced by its value, as the runner hands it to the action. */
export function interpolate(value: unknown, contexts: Record<string, unknown>): string {
  return String(value).replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expression: string) =>
    evaluate(expression, contexts).coerceString(),
  );
}
