import { ANTONYM_PAIRS } from '../answers/synonyms-antonyms-homophones.ts';

/**
 * Sets of things of one kind that courses ask about. When the set's own answers run out, a wrong
 * option for "Fluorine" is another halogen, for "Igneous" another rock type: real, never made up.
 */
const FAMILIES: readonly (readonly string[])[] = [
  ['Fluorine', 'Chlorine', 'Bromine', 'Iodine'],
  ['Hydrogen', 'Oxygen', 'Nitrogen', 'Carbon dioxide', 'Helium', 'Methane'],
  ['Sodium', 'Potassium', 'Lithium', 'Calcium', 'Magnesium'],
  ['Iron', 'Copper', 'Zinc', 'Silver', 'Gold', 'Aluminium', 'Lead'],
  ['Joule', 'Watt', 'Newton', 'Pascal', 'Volt', 'Ohm', 'Ampere', 'Coulomb', 'Hertz', 'Kelvin'],
  ['Proton', 'Neutron', 'Electron'],
  ['Covalent bond', 'Ionic bond', 'Metallic bond', 'Hydrogen bond'],
  ['Endothermic', 'Exothermic'],
  ['Acid', 'Base', 'Salt', 'Buffer'],
  [
    'Mitochondria',
    'Chloroplast',
    'Ribosome',
    'Nucleus',
    'Golgi apparatus',
    'Lysosome',
    'Endoplasmic reticulum',
    'Vacuole',
  ],
  ['Mitosis', 'Meiosis', 'Binary fission'],
  ['Adenine', 'Thymine', 'Guanine', 'Cytosine', 'Uracil'],
  ['Proteins', 'Lipids', 'Carbohydrates', 'Nucleic acids'],
  ['DNA', 'RNA', 'ATP', 'mRNA', 'tRNA'],
  ['Arteries', 'Veins', 'Capillaries'],
  ['Hippocampus', 'Amygdala', 'Cerebellum', 'Hypothalamus', 'Thalamus', 'Frontal lobe', 'Medulla'],
  ['Osmosis', 'Diffusion', 'Active transport', 'Facilitated diffusion'],
  ['Hypertonic', 'Hypotonic', 'Isotonic'],
  ['Dominant', 'Recessive', 'Codominant'],
  ['Homozygous', 'Heterozygous'],
  ['Kinetic energy', 'Potential energy', 'Thermal energy', 'Chemical energy', 'Elastic potential energy'],
  ['Igneous', 'Sedimentary', 'Metamorphic'],
  ['Igneous rock', 'Sedimentary rock', 'Metamorphic rock'],
  ['Pacific Ocean', 'Atlantic Ocean', 'Indian Ocean', 'Arctic Ocean', 'Southern Ocean'],
  ['Africa', 'Asia', 'Europe', 'North America', 'South America', 'Oceania', 'Antarctica'],
  ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'],
  ['Monopoly', 'Oligopoly', 'Monopolistic competition', 'Perfect competition', 'Monopsony'],
  ['Inflation', 'Deflation', 'Stagflation', 'Disinflation'],
  ['Fiscal policy', 'Monetary policy', 'Supply-side policy'],
  ['Stack', 'Queue', 'Heap', 'Linked list', 'Hash table', 'Binary tree', 'Graph', 'Array'],
  ['O(1)', 'O(log n)', 'O(n)', 'O(n log n)', 'O(n²)', 'O(2ⁿ)'],
  ['HTTP', 'SMTP', 'FTP', 'TCP', 'UDP', 'DNS', 'IMAP', 'POP3'],
  ['Encapsulation', 'Inheritance', 'Polymorphism', 'Abstraction'],
  ['Classical conditioning', 'Operant conditioning', 'Observational learning'],
  ['Sensorimotor', 'Preoperational', 'Concrete operational', 'Formal operational'],
  ['Id', 'Ego', 'Superego'],
  ['Mean', 'Median', 'Mode', 'Range', 'Standard deviation', 'Variance'],
  ['Nominal', 'Ordinal', 'Interval', 'Ratio'],
  ['Prokaryotic', 'Eukaryotic'],
  ['Aerobic respiration', 'Anaerobic respiration', 'Fermentation', 'Photosynthesis'],
  ['Glycolysis', 'Krebs cycle', 'Electron transport chain', 'Calvin cycle'],
];

const compact = (s: string) => s.toLowerCase().replace(/[\s.,;:!?'"()-]+/g, '');
const familyOf = new Map<string, readonly string[]>();
for (const family of FAMILIES)
  for (const member of family) if (!familyOf.has(compact(member))) familyOf.set(compact(member), family);

/** The other members of the answer's family, written in the answer's case style. */
export function familyMembers(answer: string): string[] {
  const family = familyOf.get(compact(answer.replace(/^(the|a|an)\s+/i, '')));
  if (!family) return [];
  const lower = answer === answer.toLowerCase();
  return family.filter((m) => compact(m) !== compact(answer)).map((m) => (lower ? m.toLowerCase() : m));
}

const opposites = new Map<string, string[]>();
for (const [a, b] of ANTONYM_PAIRS) {
  if (a.includes('_') || b.includes('_')) continue;
  opposites.set(a, [...(opposites.get(a) ?? []), b]);
  opposites.set(b, [...(opposites.get(b) ?? []), a]);
}

function sameCase(word: string, like: string): string {
  if (like === like.toUpperCase() && like.length > 1) return word.toUpperCase();
  if (/^\p{Lu}/u.test(like)) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}

/**
 * The answer turned around: "It increases" → "It decreases", "Endothermic" → "Exothermic",
 * "Not soluble" → "Soluble". A student who half-knows picks these, and they are real statements.
 */
export function oppositeVariants(answer: string): string[] {
  const out: string[] = [];
  const negated = /^(not|non-?)\s*(\S.*)$/i.exec(answer.trim());
  if (negated) out.push(sameCase(negated[2]!, answer.trim()));
  for (const match of answer.matchAll(/\p{L}+/gu)) {
    const word = match[0];
    // "increases" → "decreases", "increased" → "decreased": the ending carries over
    for (const ending of ['', 's', 'd', 'es', 'ed']) {
      const lower = word.toLowerCase();
      if (ending && !lower.endsWith(ending)) continue;
      const base = lower.slice(0, lower.length - ending.length);
      for (const other of opposites.get(base) ?? []) {
        const replaced = sameCase(other + ending, word);
        out.push(answer.slice(0, match.index) + replaced + answer.slice(match.index + word.length));
      }
      if (opposites.has(base)) break;
    }
  }
  return out;
}
