// Values only src/options/ makes. A runner takes a CpuList, a Seed, a Shard
// or a SetRecord and trusts it: the type says the option's rule already read it,
// at the surface's edge, worded as that surface spells the option. The brand
// is a symbol no other folder can name, so a plain string or object does not
// type-check where one is expected; eslint.config.js refuses a cast to one
// outside src/options/ (the list reaches taskset's and compare.js's argv).

declare const madeBy: unique symbol;

/** `T`, as made by an option's parse function (the `Kind` it is). */
export type Made<T, Kind extends string> = T & { readonly [madeBy]: Kind };
