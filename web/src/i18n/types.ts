/** A translation of `T`: the same keys, any text. Type-checks that a language covers every key. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/**
 * A partial translation, while a new namespace is being translated: missing keys fall back to
 * English at run time, but i18n.test.ts fails until bn and de cover every key.
 */
export type PartialMessages<T> = { [K in keyof T]?: T[K] extends string ? string : PartialMessages<T[K]> };
