/** Safe readers of tool data, which arrives as parsed JSON. */

export type Json = Readonly<Record<string, unknown>>;

export const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
export const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
export const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && item !== "") : []);
export const text = (value: unknown): string => (typeof value === "string" ? value : "");
export const numberOrNull = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);
export const object = (value: unknown): Json => (isObject(value) ? value : {});
