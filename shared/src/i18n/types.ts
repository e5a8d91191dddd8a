/** A message catalog: nested objects whose leaves are strings. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/**
 * The shape every translation of a catalog must have: the English catalog's keys (it is written
 * `as const`) with any string as value. Write translations `satisfies Messages<typeof xxEn>`, so
 * a missing or extra key is a type error.
 */
export type Messages<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]>;
};

/** The dotted paths of a catalog's leaves, e.g. 'app.login.heading'. */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

/** Values filled into a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;
