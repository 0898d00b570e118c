const paths = {
  pin: "M9 3h6l-1 6 3 3v2h-4v6l-1 1-1-1v-6H7v-2l3-3z",
  pencil: "M4 20h4L19 9l-4-4L4 16zM14 6l4 4",
  trash: "M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13M10 11v6M14 11v6",
  menu: "M4 6h16M4 12h16M4 18h16",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4",
  close: "M6 6l12 12M18 6L6 18",
  star: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z",
} as const;

/** A small line icon; decorative (the button around it carries the name). */
export const Icon = ({ name, filled = false }: { name: keyof typeof paths; filled?: boolean }) => (
  <svg className="icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path d={paths[name]} fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
  </svg>
);
