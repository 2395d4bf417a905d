/** A translation of `T`: the same keys, any text. Type-checks that a language covers every key. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/** A partial translation (namespaces other than the shell): missing keys fall back to English. */
export type PartialMessages<T> = { [K in keyof T]?: T[K] extends string ? string : PartialMessages<T[K]> };
