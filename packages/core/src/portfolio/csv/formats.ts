import type { DateFormat, NumberFormat } from "../importProfile.js";

/** "1,234.56" (dot) or "1.234,56" (comma): which one the samples are written in. */
export const detectNumberFormat = (samples: ReadonlyArray<string>): NumberFormat => {
  let comma = 0;
  let dot = 0;
  for (const raw of samples) {
    const value = raw.replace(/[^\d.,-]/g, "");
    const lastComma = value.lastIndexOf(",");
    const lastDot = value.lastIndexOf(".");
    if (lastComma > lastDot) {
      // "1.234,56" or "12,5": a comma after any dot, followed by 1-2 or 4+ digits, is a decimal comma.
      const decimals = value.length - lastComma - 1;
      if (lastDot >= 0 || decimals !== 3) comma++;
    } else if (lastDot > lastComma) {
      const decimals = value.length - lastDot - 1;
      if (lastComma >= 0 || decimals !== 3) dot++;
    }
  }
  return comma > dot ? "comma" : "dot";
};

/**
 * A number written in `format` as a plain decimal string: strips currency
 * signs, spaces and thousands separators; "(12.50)" is negative. Undefined
 * when the text is not a number.
 */
export const parseNumber = (raw: string, format: NumberFormat): string | undefined => {
  let text = raw.trim().replace(/[\s\u00a0'€$£]|[A-Z]{3}/g, "");
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith("-")) {
    negative = !negative;
    text = text.slice(1);
  } else if (text.startsWith("+")) text = text.slice(1);
  text = format === "comma" ? text.replace(/\./g, "").replace(",", ".") : text.replace(/,/g, "");
  if (!/^\d+(\.\d+)?$/.test(text) && !/^\.\d+$/.test(text)) return undefined;
  const normalised = text.startsWith(".") ? `0${text}` : text;
  const trimmed = normalised.includes(".") ? normalised.replace(/0+$/, "").replace(/\.$/, "") : normalised;
  return negative && !/^0(\.0*)?$/.test(trimmed) ? `-${trimmed}` : trimmed;
};

const datePattern = /^(\d{1,4})[-/.](\d{1,2})[-/.](\d{1,4})/;

/** Year-first, day-first or month-first: the order the samples' dates are written in. */
export const detectDateFormat = (samples: ReadonlyArray<string>): DateFormat => {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const sample of samples) {
    const match = datePattern.exec(sample.trim());
    if (match === null) continue;
    if (match[1]!.length === 4) return "YMD";
    const first = Number(match[1]);
    const second = Number(match[2]);
    if (first > 12) dayFirst++;
    else if (second > 12) monthFirst++;
  }
  return monthFirst > dayFirst ? "MDY" : "DMY";
};

/** A date in `format` as "YYYY-MM-DD" (a time after it is ignored), or undefined when it is not a real date. */
export const parseDate = (raw: string, format: DateFormat): string | undefined => {
  const match = datePattern.exec(raw.trim());
  if (match === null) return undefined;
  const [a, b, c] = [match[1]!, match[2]!, match[3]!];
  const [year, month, day] = a.length === 4 ? [a, b, c] : format === "MDY" ? [c, a, b] : [c, b, a];
  const fullYear = year.length === 2 ? `20${year}` : year;
  const iso = `${fullYear.padStart(4, "0")}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : undefined;
};
