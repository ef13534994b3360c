import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Executor } from './schema.ts';

/**
 * A query for the hot paths (the session lookup of every signed-in call, sign-in's rate
 * counters): its SQL is compiled once per dialect and then run with each call's values.
 * Kysely otherwise builds and compiles a tree of frozen nodes on every execute (3 to 9 µs
 * for these queries here, more than SQLite takes to run them). Everywhere else the usual
 * builder-per-call style stays: this is for a handful of small, fixed-shape queries.
 *
 * `build` receives stand-ins for the arguments, and each one must reach the compiled
 * parameters unchanged: pass arguments as values (`where('key', '=', key)`), never compute
 * with them inside `build` (`now + windowMs` is computed by the caller and passed as its
 * own argument). A stand-in that does not show up among the parameters throws at the
 * first call, so a mistake fails its tests on either dialect instead of binding stale
 * values. Parameters that are not arguments (constants of the query) are kept as compiled.
 */
export interface CompiledQueryDefinition<Args extends readonly unknown[], Row> {
  execute(db: Executor, ...args: Args): Promise<QueryResult<Row>>;
  /** The first row, or undefined. */
  takeFirst(db: Executor, ...args: Args): Promise<Row | undefined>;
}

interface Template {
  compiled: CompiledQuery;
  /** For each compiled parameter: the index of the argument it takes, or -1 (a constant). */
  slots: readonly number[];
}

export function compiledQuery<Args extends readonly unknown[], Row>(
  build: (db: Executor, ...args: Args) => Compilable<Row>,
): CompiledQueryDefinition<Args, Row> {
  // One template per dialect: transactions share their database's adapter.
  const templates = new WeakMap<object, Template>();

  function templateFor(db: Executor, arity: number): Template {
    const adapter = db.getExecutor().adapter;
    let template = templates.get(adapter);
    if (template === undefined) {
      const standIns = Array.from({ length: arity }, (_, index) => `\u0000compiled-query-argument-${index}\u0000`);
      const compiled = build(db, ...(standIns as unknown as Args)).compile();
      const slots = compiled.parameters.map((parameter) => standIns.indexOf(parameter as string));
      standIns.forEach((_, index) => {
        if (!slots.includes(index)) throw new Error(`compiledQuery: argument ${index} does not reach the query's parameters unchanged (${compiled.sql})`);
      });
      template = { compiled, slots };
      templates.set(adapter, template);
    }
    return template;
  }

  async function execute(db: Executor, ...args: Args): Promise<QueryResult<Row>> {
    const { compiled, slots } = templateFor(db, args.length);
    const parameters = slots.map((slot, index) => (slot === -1 ? compiled.parameters[index] : args[slot]));
    return db.executeQuery<Row>({ ...compiled, parameters } as CompiledQuery<Row>);
  }

  return {
    execute,
    takeFirst: async (db, ...args) => (await execute(db, ...args)).rows[0],
  };
}
