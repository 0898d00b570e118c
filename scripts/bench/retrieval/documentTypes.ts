/** A document of the document corpus: titled sections, and questions each answered by one section. */
export interface BenchDocument {
  readonly id: string;
  readonly title: string;
  readonly language: "en" | "pt";
  readonly sections: ReadonlyArray<{ readonly heading: string; readonly text: string }>;
  /** `section` is the 0-based index of the section that answers. */
  readonly questions: ReadonlyArray<{ readonly text: string; readonly section: number }>;
}
