/**
 * Reading one request's parameters with Stripe's error answers: a missing one is
 * `parameter_missing`, a number that is not one `parameter_invalid_integer`, an unknown one
 * `parameter_unknown`, each naming the parameter as Stripe does (`line_items[0][quantity]`).
 */
import { invalidRequest, missingParam } from './errors.ts';
import type { FormObject, FormValue } from './form.ts';

export class Params {
  constructor(
    readonly values: FormObject,
    /** The parameter's name as the caller wrote it, for error messages (`payment_intent_data`). */
    readonly prefix = '',
  ) {}

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return Object.hasOwn(this.values, key);
  }

  /** Refuses a parameter that is not in `known`, as Stripe does. */
  only(known: readonly string[]): void {
    for (const key of Object.keys(this.values))
      if (!known.includes(key))
        throw invalidRequest(`Received unknown parameter: ${this.name(key)}`, {
          code: 'parameter_unknown',
          param: this.name(key),
        });
  }

  string(key: string): string | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string')
      throw invalidRequest(`Invalid string: ${this.name(key)} must be a string.`, { param: this.name(key) });
    return value;
  }

  requiredString(key: string): string {
    const value = this.string(key);
    if (value === undefined || value === '') throw missingParam(this.name(key));
    return value;
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const value = this.string(key);
    if (value === undefined || value === '') return undefined;
    if (!(allowed as readonly string[]).includes(value))
      throw invalidRequest(`Invalid ${this.name(key)}: must be one of ${allowed.join(', ')}`, {
        param: this.name(key),
      });
    return value as T;
  }

  integer(key: string): number | undefined {
    const value = this.string(key);
    if (value === undefined || value === '') return undefined;
    if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value)))
      throw invalidRequest(`Invalid integer: ${value}`, {
        code: 'parameter_invalid_integer',
        param: this.name(key),
      });
    return Number(value);
  }

  requiredInteger(key: string): number {
    const value = this.integer(key);
    if (value === undefined) throw missingParam(this.name(key));
    return value;
  }

  object(key: string): Params | undefined {
    const value = this.values[key];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'object' || Array.isArray(value))
      throw invalidRequest(`Invalid object: ${this.name(key)} must be a hash.`, { param: this.name(key) });
    return new Params(value, this.name(key));
  }

  requiredObject(key: string): Params {
    const value = this.object(key);
    if (!value) throw missingParam(this.name(key));
    return value;
  }

  /** An array parameter (`expand[0]=…` or `expand[]=…`); each element as the caller sent it. */
  array(key: string): FormValue[] | undefined {
    const value = this.values[key];
    if (value === undefined || value === '') return undefined;
    if (!Array.isArray(value))
      throw invalidRequest(`Invalid array: ${this.name(key)} must be an array.`, { param: this.name(key) });
    return value;
  }

  /** An array of hashes (`line_items[0][quantity]=1`), each read as Params. */
  objects(key: string): Params[] | undefined {
    const value = this.array(key);
    if (!value) return undefined;
    return value.map((item, index) => {
      const name = `${this.name(key)}[${index}]`;
      if (typeof item !== 'object' || Array.isArray(item))
        throw invalidRequest(`Invalid object: ${name} must be a hash.`, { param: name });
      return new Params(item, name);
    });
  }

  strings(key: string): string[] | undefined {
    const value = this.array(key);
    if (!value) return undefined;
    return value.map((item, index) => {
      if (typeof item !== 'string')
        throw invalidRequest(`Invalid string: ${this.name(key)}[${index}] must be a string.`, {
          param: `${this.name(key)}[${index}]`,
        });
      return item;
    });
  }

  /** `metadata[key]=value`: at most 50 keys of 40 characters, values of 500, as Stripe limits them. */
  metadata(key: string): Record<string, string> | undefined {
    const params = this.object(key);
    if (!params) return undefined;
    const out: Record<string, string> = {};
    const keys = Object.keys(params.values);
    if (keys.length > 50)
      throw invalidRequest('Metadata can have at most 50 keys.', { param: this.name(key) });
    for (const name of keys) {
      const value = params.string(name) ?? '';
      if (name.length > 40)
        throw invalidRequest(`Metadata keys can have up to 40 characters; "${name}" has ${name.length}.`, {
          param: params.name(name),
        });
      if (value.length > 500)
        throw invalidRequest(`Metadata values can have up to 500 characters.`, { param: params.name(name) });
      // An empty value removes the key, as in Stripe.
      if (value !== '') Object.defineProperty(out, name, { value, enumerable: true, writable: true });
    }
    return out;
  }
}
