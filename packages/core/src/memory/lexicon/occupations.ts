/**
 * Words for what people do for a living, in English and Portuguese (both
 * genders), so "my brother Tiago is a plumber" / "o Rui é canalizador" keep
 * the job while "Tom is a nice guy" keeps nothing. A title is one of these,
 * possibly after words that qualify it ("software engineer", "professora
 * primária" is kept by its first word).
 */
const english =
  "accountant actor actress architect artist baker banker barber barista bartender builder butcher carpenter cashier chef cleaner coach consultant cook dancer " +
  "designer developer dentist doctor driver economist editor electrician engineer farmer firefighter fisherman gardener hairdresser journalist judge lawyer " +
  "librarian manager mechanic midwife musician nurse painter paramedic pharmacist photographer physician physiotherapist pilot plumber police policeman " +
  "policewoman politician postman professor programmer psychologist receptionist researcher salesman saleswoman scientist secretary singer soldier student " +
  "surgeon tailor teacher technician therapist translator vet veterinarian waiter waitress writer";
const portuguese =
  "advogado advogada arquiteto arquiteta arquitecto arquitecta artista ator atriz actor actriz bancario bancaria barbeiro barbeira cabeleireiro cabeleireira " +
  "canalizador canalizadora encanador encanadora carpinteiro carpinteira carteiro carteira cientista consultor consultora contabilista contador contadora " +
  "cozinheiro cozinheira dentista designer desenvolvedor desenvolvedora eletricista electricista empregado empregada enfermeiro enfermeira engenheiro engenheira " +
  "estudante farmaceutico farmaceutica fisioterapeuta fotografo fotografa gerente jardineiro jardineira jornalista juiz juiza medico medica mecanico mecanica " +
  "motorista musico musica padeiro padeira pintor pintora piloto policia politico politica professor professora programador programadora psicologo psicologa " +
  "rececionista recepcionista secretario secretaria soldado talhante tecnico tecnica terapeuta tradutor tradutora veterinario veterinaria vendedor vendedora";

const fold = (word: string) => word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
const words = { en: new Set(english.split(" ")), pt: new Set(portuguese.split(" ")) } as const;

/** True when `title` names a job: its last word (English) or first word (Portuguese) is one, in either language. */
export const isOccupation = (title: string): boolean => {
  const parts = fold(title).split(/\s+/).filter(Boolean);
  if (parts.length === 0 || parts.length > 4) return false;
  const last = parts.at(-1)!.replace(/s$/, "");
  return words.en.has(last) || words.en.has(parts.at(-1)!) || words.pt.has(parts[0]!) || words.pt.has(last);
};

/** The occupation words folded, for matching a remembered fact ("Tiago is a plumber" answers "what does Tiago do?"). */
export const occupationPattern = new RegExp(`\\b(?:${[...words.en, ...words.pt].join("|")})s?\\b`);
