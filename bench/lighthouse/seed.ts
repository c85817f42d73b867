import { randomBytes } from 'node:crypto';
import { pngImage } from '../../e2e/png-image.ts';

export interface SeededStudent {
  token: string;
  /** the set the viewer and quiz pages open */
  setId: string;
}

const UNIVERSITY = 'University of California, Santa Cruz';

/** What a student's first chapter review looks like: short questions, one- to three-line answers. */
const CELL_BIOLOGY: Array<[string, string]> = [
  ['What is the powerhouse of the cell?', 'Mitochondria'],
  ['Which organelle makes proteins?', 'Ribosome'],
  ['Where is the DNA of a eukaryotic cell kept?', 'Nucleus'],
  ['Which organelle carries out photosynthesis?', 'Chloroplast'],
  ['What modifies, sorts and packages proteins for secretion?', 'Golgi apparatus'],
  ['Which organelle breaks down waste with digestive enzymes?', 'Lysosome'],
  ['What is the network of membranes studded with ribosomes called?', 'Rough endoplasmic reticulum'],
  ['Which organelle makes lipids and detoxifies drugs?', 'Smooth endoplasmic reticulum'],
  ['What controls what enters and leaves the cell?', 'The plasma membrane (selectively permeable)'],
  ['What gives a plant cell its rigid shape?', 'The cell wall, made mostly of cellulose'],
  ['Which structure stores water and keeps turgor pressure in plant cells?', 'Central vacuole'],
  ['What is the jelly-like fluid inside the cell called?', 'Cytoplasm (the fluid part is the cytosol)'],
  ['Which protein fibres give the cell its shape and move organelles?', 'The cytoskeleton'],
  ['Where are ribosomal subunits assembled?', 'Nucleolus'],
  ['What is the main product of cellular respiration?', 'ATP, with carbon dioxide and water'],
  ['Name the three stages of cellular respiration.', 'Glycolysis, the Krebs cycle and oxidative phosphorylation'],
  ['Where does glycolysis happen?', 'In the cytoplasm'],
  ['What do prokaryotes lack that eukaryotes have?', 'A nucleus and membrane-bound organelles'],
  ['What does the diagram show?', 'A eukaryotic cell in cross-section'],
  ['Which organelles are thought to descend from free-living bacteria?', 'Mitochondria and chloroplasts'],
];

const CHEMISTRY: Array<[string, string]> = [
  ['What is the charge of a proton?', '+1'],
  ['What is Avogadro’s number?', '6.022 × 10²³ per mole'],
  ['What kind of bond shares electron pairs?', 'Covalent bond'],
  ['What is the pH of pure water at 25 °C?', '7'],
  ['Which gas law relates pressure and volume at constant temperature?', 'Boyle’s law'],
  ['What is an isotope?', 'An atom with the same number of protons but a different number of neutrons'],
  ['What is the most electronegative element?', 'Fluorine'],
  ['What does a catalyst do?', 'Lowers the activation energy without being used up'],
];

/**
 * A signed-up student (the API's two sign-up steps) with three sets: a 20-card biology set with a
 * picture, a chemistry set and a small private one, so the lists and the viewer show real content.
 */
export async function seedStudent(base: string): Promise<SeededStudent> {
  const username = `lighthouse_${randomBytes(4).toString('hex')}`;
  const email = `${username}@ucsc.edu`;
  const { signupToken } = await call<{ signupToken: string }>(base, 'POST', '/api/auth/signup', {
    email,
    password: 'correct horse battery',
    username,
  });
  const { token } = await call<{ token: string }>(base, 'POST', '/api/auth/signup/complete', {
    email,
    university: UNIVERSITY,
    fieldOfStudy: 'Biology',
    signupToken,
  });

  const imageUrl = await uploadImage(base, token);
  const biology = CELL_BIOLOGY.map(([question, answer]) =>
    question === 'What does the diagram show?' ? { question, answer, questionImage: imageUrl } : { question, answer },
  );
  const setId = await createSet(base, token, {
    title: 'Cell Biology: Organelles and Respiration',
    classCode: 'BIOC100A',
    description: 'Chapter 4 and 5 review for the midterm: organelles, their jobs, and how cells make ATP.',
    isPublic: true,
    flashcards: biology,
  });
  await createSet(base, token, {
    title: 'General Chemistry Basics',
    classCode: 'CHEM1A',
    description: 'Atoms, bonds and the gas laws.',
    isPublic: true,
    flashcards: CHEMISTRY.map(([question, answer]) => ({ question, answer })),
  });
  await createSet(base, token, {
    title: 'Midterm cram list',
    classCode: 'BIOC100A',
    description: '',
    isPublic: false,
    flashcards: CELL_BIOLOGY.slice(0, 5).map(([question, answer]) => ({ question, answer })),
  });
  return { token, setId };
}

async function call<T>(base: string, method: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function createSet(base: string, token: string, set: unknown): Promise<string> {
  return (await call<{ id: string }>(base, 'POST', '/api/sets/create', set, token)).id;
}

async function uploadImage(base: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([pngImage(480, 320)], { type: 'image/png' }), 'cell.png');
  const res = await fetch(`${base}/api/uploads/image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`uploading the card image answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { imageUrl: string }).imageUrl;
}
