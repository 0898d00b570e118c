import type { CalculatorOutput } from "@lifeos/core";

/** A calculation: the expression as asked and its exact result. */
export const CalculatorCard = ({ data }: { data: CalculatorOutput }) => (
  <p className="calculator-card">
    <code>{data.expression}</code> = <strong>{data.result}</strong>
  </p>
);
