/**
 * Whether `path` is one of the app's pages, given as patterns such as
 * `"/journal/:id"` (a `:name` segment matches one non-empty segment). A
 * trailing slash is ignored.
 */
export const matchesWebPage = (patterns: ReadonlyArray<string>, path: string): boolean => {
  const segments = (value: string) => value.replace(/\/+$/, "").split("/").slice(1);
  const actual = segments(path);
  return patterns.some((pattern) => {
    const expected = segments(pattern);
    return (
      expected.length === actual.length &&
      expected.every((segment, index) => (segment.startsWith(":") ? actual[index] !== "" : segment === actual[index]))
    );
  });
};
