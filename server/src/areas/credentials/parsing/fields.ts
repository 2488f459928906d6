import type { ParsedField, ParsedKeyValuePairs } from 'shared-api/contract';
import { COMMON_CREDENTIALS, COMMON_ISSUERS } from './credential-names';
import { addMonths, endOfMonth, findDates, numericDateOrder, type FoundDate, type NumericOrder } from './dates';

/** A credential the document may be: the customer's catalogue (with its id) or a common one (id null). */
export interface CatalogueEntry {
  id: number | null;
  label: string;
  aliases?: string[];
  validityMonths?: number | null;
}

/** An issuer the document may name: an internal issuer, a training provider or a well-known body. */
export interface KnownIssuer {
  name: string;
  kind: 'credential_issuer' | 'training_provider' | 'common';
  id: number | null;
}

export interface ExtractOptions {
  catalogue?: CatalogueEntry[];
  /** The worker the document was uploaded for: finding their name is the surest holder name. */
  holderNames?: string[];
  issuers?: KnownIssuer[];
  /** For telling a past date from a future one when nothing labels it. */
  today?: Date;
}

export interface ExtractedFields {
  pairs: Required<ParsedKeyValuePairs>;
  /** The catalogue entry the credential name matched, when it has an id. */
  credentialId: number | null;
  /** The known issuer the issuer value matched. */
  issuer: KnownIssuer | null;
}

const found = (value: string, confidence: number): ParsedField => ({ value, source: 'file', confidence: Math.round(confidence * 100) / 100 });
const missing = (): ParsedField => ({ value: null, source: 'file', confidence: 0 });

/** Lower case without accents, '&' as 'and', every other mark a space: how names are compared. */
export function normaliseForMatch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const containsPhrase = (haystack: string, phrase: string) => phrase !== '' && ` ${haystack} `.includes(` ${phrase} `);

/** Lines of the text with runs of spaces collapsed and typographic marks made plain. */
function cleanLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—]/g, '-')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim());
}

// ---------------------------------------------------------------------------------------------------------
// Credential name

function matchCatalogue(normalised: string, catalogue: CatalogueEntry[]): { entry: CatalogueEntry; confidence: number } | null {
  const commonByLabel = new Map(COMMON_CREDENTIALS.map((c) => [normaliseForMatch(c.label), c]));
  const customer = catalogue.map((entry) => ({
    entry,
    aliases: [...(entry.aliases ?? []), ...(commonByLabel.get(normaliseForMatch(entry.label))?.aliases ?? [])],
  }));
  const covered = new Set(customer.map(({ entry }) => normaliseForMatch(entry.label)));
  const candidates = [
    ...customer.map((c) => ({ ...c, fromCatalogue: true })),
    ...COMMON_CREDENTIALS.filter((c) => !covered.has(normaliseForMatch(c.label))).map((c) => ({
      entry: { id: null, label: c.label } as CatalogueEntry,
      aliases: c.aliases,
      fromCatalogue: false,
    })),
  ];
  let best: { entry: CatalogueEntry; confidence: number; length: number; fromCatalogue: boolean } | null = null;
  for (const candidate of candidates) {
    const terms = [
      { phrase: normaliseForMatch(candidate.entry.label), confidence: 0.95 },
      ...candidate.aliases.map((alias) => ({ phrase: normaliseForMatch(alias), confidence: 0.8 })),
    ];
    for (const { phrase, confidence } of terms) {
      if (!containsPhrase(normalised, phrase)) continue;
      // The most specific match wins ("Red Seal Certificate - Construction Electrician" over "Red Seal"),
      // then the customer's own catalogue.
      const better =
        !best ||
        phrase.length > best.length ||
        (phrase.length === best.length && candidate.fromCatalogue && !best.fromCatalogue);
      if (better) best = { entry: candidate.entry, confidence, length: phrase.length, fromCatalogue: candidate.fromCatalogue };
    }
  }
  return best && { entry: best.entry, confidence: best.confidence };
}

const COMPLETED = /\b(?:has )?(?:successfully )?completed(?: all)?(?: the)?(?: requirements? (?:of|for))?(?: the)?(?: course| program| training)?(?: in| on)?\s*:?\s*(.*)$/i;
const CERTIFICATE_HEADING = /^certificate(?: of (?:completion|achievement|training|competency|qualification))?$/i;
const TRAILING_NOISE = /\s*(?:\bon\b.*|\bdated?\b.*|[.,;:]+)$/i;

function looksLikeTitle(line: string): boolean {
  const words = line.split(' ');
  return words.length >= 1 && words.length <= 10 && /[a-z]/i.test(line) && !/\d{4}/.test(line) && !/[:]/.test(line) && line.length <= 80;
}

/** A name the certificate gives for what was completed, when no known credential matches. */
function titleFromWording(lines: string[]): string | null {
  for (let i = 0; i < lines.length; i++) {
    const completed = COMPLETED.exec(lines[i]);
    if (completed) {
      const rest = completed[1].replace(TRAILING_NOISE, '').trim();
      if (rest && looksLikeTitle(rest)) return rest;
      const next = lines[i + 1]?.replace(TRAILING_NOISE, '').trim();
      if (!rest && next && looksLikeTitle(next)) return next;
    }
    if (CERTIFICATE_HEADING.test(lines[i])) {
      const next = lines.slice(i + 1).find((line) => line !== '');
      if (next && looksLikeTitle(next) && !/certif|presented|awarded|this is/i.test(next)) return next;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Holder name

const NAME_WORD = "[A-Z][A-Za-z'\\-]*\\.?";
const NAME = new RegExp(`^(${NAME_WORD}(?:\\s+${NAME_WORD}){1,3})`);
/** Words that end a name read from capitalised text ("JANE DOE HAS SUCCESSFULLY COMPLETED"). */
const NOT_NAME_WORDS = new Set(
  'has have is was for of the and on in at to date issued expiry expires completed successfully certificate course training program who having attended'.split(' '),
);
const HOLDER_LABEL =
  /(?:this is to certify that|this certifies that|certifies that|hereby awarded to|awarded to|presented to|issued to|granted to|name of (?:holder|participant|student|worker|candidate|trainee)|(?:holder|participant|student|worker|candidate|trainee|employee)(?:'s)? name|full name|(?<!(?:course|program|programme|company|provider|instructor|employer|issuer|trainer|organization|organisation|business|card|file|user) )\bname)\s*[:\-]?\s*(.*)$/i;

const titleCase = (word: string) => word.replace(/[A-Za-z]+/g, (part) => part[0].toUpperCase() + part.slice(1).toLowerCase());

function readName(text: string): string | null {
  const match = NAME.exec(text.trim());
  if (!match) return null;
  const words: string[] = [];
  for (const word of match[1].split(/\s+/)) {
    if (NOT_NAME_WORDS.has(word.toLowerCase().replace(/\.$/, ''))) break;
    words.push(word);
  }
  if (words.length < 2) return null;
  const allCaps = words.every((word) => word === word.toUpperCase());
  return (allCaps ? words.map(titleCase) : words).join(' ');
}

function findHolder(lines: string[], normalised: string, holderNames: string[]): ParsedField {
  for (const name of holderNames) {
    if (name.trim() && containsPhrase(normalised, normaliseForMatch(name))) return found(name.trim(), 0.95);
  }
  for (let i = 0; i < lines.length; i++) {
    const label = HOLDER_LABEL.exec(lines[i]);
    if (!label) continue;
    const sameLine = label[1].trim();
    const name = sameLine ? readName(sameLine) : readName(lines.slice(i + 1).find((line) => line !== '') ?? '');
    if (name) return found(name, 0.85);
  }
  return missing();
}

// ---------------------------------------------------------------------------------------------------------
// Issuer

const ISSUER_LABEL =
  /\b(?:issued by|provided by|presented by|delivered by|conducted by|certified by|offered by|awarded by|training provider|training agency|training organi[sz]ation|issuing (?:body|authority|organi[sz]ation|agency)|(?:provider|issuer|organi[sz]ation|company|agency)\s*:)\s*[:\-]?\s*(.*)$/i;

function cleanIssuer(text: string): string | null {
  const value = text
    .split(/\s{2,}|\s+(?:on|dated?)\s+\d/i)[0]
    .replace(/[.,;:]+$/, '')
    .trim();
  return /[a-z]{2}/i.test(value) && value.length <= 120 ? value : null;
}

function findIssuer(lines: string[], normalised: string, issuers: KnownIssuer[]): { field: ParsedField; issuer: KnownIssuer | null } {
  let labelled: string | null = null;
  for (let i = 0; i < lines.length && !labelled; i++) {
    const label = ISSUER_LABEL.exec(lines[i]);
    if (!label) continue;
    labelled = cleanIssuer(label[1]) ?? cleanIssuer(lines.slice(i + 1).find((line) => line !== '') ?? '');
  }
  const known = [...issuers, ...COMMON_ISSUERS.map((name) => ({ name, kind: 'common' as const, id: null }))];
  const inLabel = labelled ? normaliseForMatch(labelled) : null;
  // A known issuer named by the label is the surest; then one named anywhere (longest name first).
  const byLength = [...known].sort((a, b) => b.name.length - a.name.length);
  const namedInLabel = inLabel ? byLength.find((issuer) => containsPhrase(inLabel, normaliseForMatch(issuer.name))) : undefined;
  if (namedInLabel) return { field: found(namedInLabel.name, 0.9), issuer: namedInLabel };
  if (labelled) return { field: found(labelled, 0.8), issuer: null };
  const named = byLength.find((issuer) => containsPhrase(normalised, normaliseForMatch(issuer.name)));
  if (named) return { field: found(named.name, 0.7), issuer: named };
  return { field: missing(), issuer: null };
}

// ---------------------------------------------------------------------------------------------------------
// Document number

const STRONG_NUMBER_LABEL =
  /\b(?:certificate|certification|cert|licen[cs]e|card|registration|reg|document|member(?:ship)?|ticket|serial|credential|permit|record|wallet card|student|participant|course)\s*(?:no|number|num|nbr|#|id)\b\.?\s*[:#\-]?\s*/gi;
const WEAK_NUMBER_LABEL = /(?:^|\s)(?:no\.|id\b|#|number\b)\s*[:#]?\s*/gi;
const NUMBER_VALUE = /^([A-Z0-9](?:[A-Z0-9\-/.]*[A-Z0-9])?)/i;

function readNumber(after: string): string | null {
  const match = NUMBER_VALUE.exec(after);
  if (!match) return null;
  const value = match[1];
  if (!/\d/.test(value) || value.length < 3 || value.length > 40) return null;
  const dates = findDates(value);
  if (dates.length > 0 && dates[0].end - dates[0].start === value.length) return null;
  return value;
}

function findDocumentNumber(lines: string[]): ParsedField {
  for (const [pattern, confidence] of [
    [STRONG_NUMBER_LABEL, 0.9],
    [WEAK_NUMBER_LABEL, 0.7],
  ] as const) {
    for (let i = 0; i < lines.length; i++) {
      for (const match of lines[i].matchAll(pattern)) {
        const rest = lines[i].slice(match.index + match[0].length);
        const value = rest.trim() ? readNumber(rest) : readNumber(lines[i + 1] ?? '');
        if (value) return found(value, confidence);
      }
    }
  }
  return missing();
}

// ---------------------------------------------------------------------------------------------------------
// Dates

type DateRole = 'issued' | 'expiry' | 'ignored';

const DATE_LABELS: Array<[DateRole, RegExp]> = [
  [
    'expiry',
    /\b(?:expiry|expiration|expires?|exp\.?|valid until|valid till|valid thru|valid through|valid to|good until|good through|renewal(?: date| due)?|recertif(?:y|ication)(?: date| due| by)?|re-?certify by|due date|date d'expiration|expire le)\b/gi,
  ],
  [
    'issued',
    /\b(?:issued|issue date|date of issue|date issued|issuance|completion date|date of completion|completed(?: on)?|certified on|certification date|valid from|effective(?: date)?|training date|course date|date of training|awarded on|date awarded|date obtained|obtained|date de d[ée]livrance|d[ée]livr[ée] le)\b/gi,
  ],
  ['ignored', /\b(?:birth|d\.?o\.?b|born|printed|generated|page)\b/gi],
];

interface Label {
  role: DateRole;
  end: number;
  start: number;
}

function labelsIn(line: string): Label[] {
  const labels: Label[] = [];
  for (const [role, pattern] of DATE_LABELS) {
    for (const match of line.matchAll(pattern)) labels.push({ role, start: match.index, end: match.index + match[0].length });
  }
  // "Expiry Date" holds "date", which also ends "Issue Date": the longest label at a place wins.
  return labels
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .filter((label, i, all) => !all.slice(0, i).some((other) => label.start < other.end));
}

interface LabelledDate {
  date: FoundDate;
  role: DateRole | null;
}

const RANGE_JOIN = /^\s*(?:to|until|till|through|thru|-)\s*$/i;

/** Each date with the label that governs it: on its line before it, or on the line above (a table). */
function labelDates(lines: string[]): LabelledDate[] {
  // A date elsewhere in the document may tell whether 03/04/2025 is day or month first.
  const order: NumericOrder | undefined = numericDateOrder(lines) ?? undefined;
  const result: LabelledDate[] = [];
  lines.forEach((line, index) => {
    const dates = findDates(line, order);
    const labels = labelsIn(line);
    const above = index > 0 ? labelsIn(lines[index - 1]) : [];
    const aboveHasDates = index > 0 && findDates(lines[index - 1], order).length > 0;
    let previous: LabelledDate | null = null;
    dates.forEach((date, position) => {
      const from = previous ? previous.date.end : 0;
      const before = labels.filter((label) => label.start >= from && label.end <= date.start);
      let role: DateRole | null = before.length > 0 ? before[before.length - 1].role : null;
      if (!role && previous?.role === 'issued' && RANGE_JOIN.test(line.slice(from, date.start))) role = 'expiry';
      if (!role && labels.length === 0 && !aboveHasDates && above.length > 0) {
        role = (above[position] ?? above[above.length - 1]).role;
      }
      previous = { date, role };
      result.push(previous);
    });
  });
  return result;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, ten: 10 };
const VALID_FOR = /\bvalid for (?:a period of )?(\d{1,2}|one|two|three|four|five|six|ten) \(?\d*\)?\s*(years?|months?)\b/i;

function findDatesOf(lines: string[], text: string, validityMonths: number | null, today: Date): { issued: ParsedField; expiry: ParsedField } {
  const labelled = labelDates(lines);
  const confidenceOf = (entry: LabelledDate, base: number) =>
    entry.date.ambiguous || entry.date.precision === 'month' ? Math.min(base, 0.6) : base;
  const valueOf = (entry: LabelledDate, role: 'issued' | 'expiry') =>
    role === 'expiry' && entry.date.precision === 'month' ? endOfMonth(entry.date.iso) : entry.date.iso;

  const firstOf = (role: 'issued' | 'expiry') => labelled.find((entry) => entry.role === role);
  const issuedEntry = firstOf('issued');
  const expiryEntry = firstOf('expiry');
  let issued = issuedEntry ? found(valueOf(issuedEntry, 'issued'), confidenceOf(issuedEntry, 0.9)) : missing();
  let expiry = expiryEntry ? found(valueOf(expiryEntry, 'expiry'), confidenceOf(expiryEntry, 0.9)) : missing();

  const unlabelled = labelled.filter((entry) => entry.role === null);
  const sorted = [...unlabelled].sort((a, b) => a.date.iso.localeCompare(b.date.iso));
  const todayIso = today.toISOString().slice(0, 10);
  if (!issued.value && !expiry.value && sorted.length > 0) {
    const first = sorted[0];
    const last = sorted[sorted.length - 1];
    if (first.date.iso !== last.date.iso) {
      issued = found(valueOf(first, 'issued'), confidenceOf(first, 0.45));
      expiry = found(valueOf(last, 'expiry'), confidenceOf(last, 0.45));
    } else if (first.date.iso > todayIso) {
      expiry = found(valueOf(first, 'expiry'), confidenceOf(first, 0.4));
    } else {
      issued = found(valueOf(first, 'issued'), confidenceOf(first, 0.4));
    }
  } else if (issued.value && !expiry.value) {
    const later = sorted.filter((entry) => entry.date.iso > issued.value!);
    if (later.length > 0) expiry = found(valueOf(later[later.length - 1], 'expiry'), confidenceOf(later[later.length - 1], 0.4));
  } else if (expiry.value && !issued.value) {
    const earlier = sorted.filter((entry) => entry.date.iso < expiry.value!);
    if (earlier.length > 0) issued = found(valueOf(earlier[0], 'issued'), confidenceOf(earlier[0], 0.4));
  }

  if (issued.value && !expiry.value) {
    const period = VALID_FOR.exec(text);
    if (period) {
      const count = NUMBER_WORDS[period[1].toLowerCase()] ?? Number(period[1]);
      const months = period[2].toLowerCase().startsWith('year') ? count * 12 : count;
      expiry = found(addMonths(issued.value, months), 0.6);
    } else if (validityMonths) {
      expiry = found(addMonths(issued.value, validityMonths), 0.5);
    }
  }

  // A credential cannot expire before it is issued: the less certain of the two is dropped.
  if (issued.value && expiry.value && issued.value > expiry.value) {
    if ((issued.confidence ?? 0) > (expiry.confidence ?? 0)) expiry = missing();
    else issued = missing();
  }
  return { issued, expiry };
}

// ---------------------------------------------------------------------------------------------------------

/**
 * Reads the fields of a credential from the text of its document. Every field is present: a value read
 * from the file with a confidence between 0 and 1, or null (confidence 0) when the text does not give it.
 */
export function extractCredentialFields(text: string, options: ExtractOptions = {}): ExtractedFields {
  const lines = cleanLines(text);
  const joined = lines.join('\n');
  const normalised = normaliseForMatch(joined);

  const catalogueMatch = matchCatalogue(normalised, options.catalogue ?? []);
  let credentialName: ParsedField = missing();
  if (catalogueMatch) credentialName = found(catalogueMatch.entry.label, catalogueMatch.confidence);
  else {
    const title = titleFromWording(lines);
    if (title) credentialName = found(title, 0.5);
  }

  const { field: issuer, issuer: knownIssuer } = findIssuer(lines, normalised, options.issuers ?? []);
  const { issued, expiry } = findDatesOf(lines, joined, catalogueMatch?.entry.validityMonths ?? null, options.today ?? new Date());

  return {
    pairs: {
      credential_name: credentialName,
      holder_name: findHolder(lines, normalised, options.holderNames ?? []),
      issuer,
      issued,
      expiry,
      document_number: findDocumentNumber(lines),
    },
    credentialId: catalogueMatch?.entry.id ?? null,
    issuer: knownIssuer,
  };
}
