import type { ToolResultView } from "../../models/offline/OfflineSkill.js";
import type { Question } from "../../models/offline/question/Question.js";

/**
 * Asks what is planned, with no one service named ("what appointments do I have?", "what's on my schedule?",
 * "tenho alguma consulta marcada?", "os meus compromissos", "o que tenho marcado para amanhã?").
 */
export const agendaAsked =
  /\b(?:(?:what|which|any) (?:appointments?|plans|commitments)|appointments? (?:do i have|coming up|this week|next week|today|tomorrow)|(?:do i have|have i got) (?:any )?(?:appointments?|plans)|my (?:appointments|agenda|schedule|calendar|plans)|what(?: is|s) (?:on )?my (?:agenda|schedule|calendar)|what do i have (?:planned|scheduled|booked|on|coming up)|(?:tenho|ha|temos) (?:alguma |algum |uma |um )?(?:consulta|marcacao|compromisso|reuniao|coisa)s? marcad[oa]s?|(?:as |os )?(?:minhas |meus )?(?:consultas|marcacoes|compromissos)(?: marcad[oa]s)?\b|(?:a )?minha agenda|o que (?:e que )?(?:eu )?tenho (?:marcado|agendado|planeado|planejado)|que (?:consultas|compromissos|marcacoes) tenho)\b/;

interface AgendaMemory {
  readonly content: string;
  readonly date: string;
  readonly current: boolean;
}
interface AgendaReminder {
  readonly text: string;
  readonly dueAt: string;
  readonly overdue: boolean;
}

const rowsOf = <Row>(results: ReadonlyArray<ToolResultView>, tool: string, key: string): Row[] =>
  results.filter((result) => result.name === tool && result.success).flatMap((result) => (result.data[key] as ReadonlyArray<Row> | undefined) ?? []);

/** The appointments remembered from today on, soonest first, and the pending reminders; or plainly none, with how to add one. */
export const composeAgenda = (question: Question, results: ReadonlyArray<ToolResultView>): string => {
  const pt = question.language === "pt";
  const appointments = rowsOf<AgendaMemory>(results, "search_memories", "memories")
    .filter((memory) => memory.current && memory.date >= question.today)
    .sort((left, right) => (left.date < right.date ? -1 : left.date > right.date ? 1 : 0));
  const reminders = rowsOf<AgendaReminder>(results, "list_reminders", "reminders");
  if (appointments.length === 0 && reminders.length === 0) {
    return pt
      ? "Não tenho nenhuma marcação nem lembrete guardado. Diga-me, por exemplo, «tenho dentista na sexta às 15h» ou «lembra-me de pagar a renda no dia 5», e eu guardo."
      : "I have no appointments or reminders saved. Tell me, for example, “I have a dentist appointment on Friday at 3pm” or “remind me to pay the rent on the 5th”, and I'll keep it.";
  }
  const sections: string[] = [];
  if (appointments.length > 0) sections.push([pt ? "Marcações que me contou:" : "Appointments you told me about:", ...appointments.slice(0, 8).map((memory) => `- ${memory.date}: ${memory.content}`)].join("\n"));
  if (reminders.length > 0) {
    sections.push(
      [
        pt ? "Lembretes pendentes:" : "Pending reminders:",
        ...reminders.map((reminder) => `- ${reminder.dueAt.slice(0, 10)}: ${reminder.text}${reminder.overdue ? (pt ? " (atrasado)" : " (overdue)") : ""}`),
      ].join("\n"),
    );
  }
  if (appointments.length === 0) sections.unshift(pt ? "Não tenho marcações futuras guardadas." : "I have no upcoming appointments saved.");
  return sections.join("\n\n");
};
