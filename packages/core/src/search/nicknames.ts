import { foldAccents } from "./foldAccents.js";

/**
 * Given names and the short forms people write for them, in Portuguese and
 * English: a journal that says "Beatriz" one day and "Bia" the next is about
 * one person, so "qnd vi a bia?" finds both. A short form that is also an
 * ordinary word in either language ("cat", "bela", "will", "bill", "pat",
 * "sue", "rob", "drew", "to", "pipa") is left out, and a name is matched
 * whole, never by stem ("guida" is not "guide").
 */
const groups = `
beatriz bia | margarida guida magui | francisco chico kiko | josé zé | manuel manel | antónio tó tone toni | joana joaninha |
catarina cati | inês nês | teresa teté | isabel isa | mariana mari | alexandra xana alex | alexandre xande alex |
gonçalo gonça | fernando nando | rodrigo digo | miguel migas | daniel dani dan danny | filipa filipinha | carolina carol |
frederico fred | guilherme gui | henrique kiko | rafael rafa | susana susi | cristina tina | leonor leo | madalena madi |
sebastião tião | joaquim quim | vicente vicky | ricardo ricky rick |
joseph joe joey | robert bob bobby robbie | william billy willy liam | elizabeth liz beth lizzie eliza | margaret maggie meg peggy |
katherine kate katie kathy | catherine kate katie cathy | michael mike mikey | thomas tom tommy | james jim jimmy jamie |
richard rick ricky richie | christopher chris | jennifer jen jenny | alexander alex | benjamin ben benji | samuel sam sammy |
samantha sam sammy | matthew matt | andrew andy | nicholas nick nicky | jonathan jon jonny | anthony tony | edward eddie ted teddy |
rebecca becky | victoria vicky tori | abigail abby | charlotte lottie charlie | patricia patty trish | susan susie | timothy tim timmy |
peter pete | stephen steve | steven steve | david dave davey | elena lena | helena lena | eleanor ellie nell | gabriel gabe gabi |
gabriela gabi | natalia nati | valentina vale | federico fede | giuseppe beppe | francesca fran | francis frank | jacob jake |
zachary zach | joshua josh | nathaniel nate | nathan nate | theodore theo | oliver ollie | frederick fred freddie | harold harry |
henry harry hank | john johnny jack | lawrence larry | raymond ray | ronald ron ronnie | donald don donnie | douglas doug |
gregory greg | jeffrey jeff | kenneth ken kenny | lucas luke | luke lucas
`;

const fold = (word: string) => foldAccents(word.toLowerCase());

const byWord = new Map<string, string[]>();
for (const group of groups.split("|").map((line) => line.trim().split(/\s+/).filter((word) => word !== ""))) {
  for (const word of group) {
    const key = fold(word);
    const others = byWord.get(key) ?? [];
    for (const other of group) if (fold(other) !== key && !others.some((kept) => fold(kept) === fold(other))) others.push(other);
    byWord.set(key, others);
  }
}

/** The other forms of a given name ("Bia" → Beatriz; "Margarida" → Guida, Magui), capitalised; empty for any other word. */
export const nicknamesOf = (word: string): string[] =>
  (byWord.get(fold(word)) ?? []).map((name) => name.charAt(0).toUpperCase() + name.slice(1));
