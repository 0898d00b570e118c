export interface CalculatorView {
  readonly expression: string;
  readonly result: string;
}

/** A calculation: the expression as asked and its exact result. */
export const CalculatorCard = ({ data }: { data: CalculatorView }) => (
  <p className="calculator-card">
    <code>{data.expression}</code> = <strong>{data.result}</strong>
  </p>
);
