import { describe, expect, it } from 'vitest';
import { grade } from '../../test/grade.ts';

describe('checkAnswerLocally: numbers and units (sixth round)', () => {
  it('keeps a decimal point: the same digits elsewhere are another number', () => {
    expect(grade('98.1 m/s²', '9.81 m/s²')).toBe('incorrect');
    expect(grade('10.13 kPa', '101.3 kPa')).toBe('incorrect');
    expect(grade('1.41', '14.1')).toBe('incorrect');
    expect(grade('9.81 m/s²', '9.81 m/s²')).toBe('correct');
    expect(grade('1,000', '1000')).toBe('correct');
  });

  it('reads negative powers, products, "per" twice, "per mole" alone, cubic and square units', () => {
    expect(grade('18.02 g mol⁻¹', '18.02 g/mol')).toBe('correct');
    expect(grade('6.022 x 10^23 mol^-1', '6.022 × 10²³ per mole')).toBe('correct');
    expect(grade('9.81 meters per second per second', '9.81 m/s²')).toBe('correct');
    expect(grade('9.81 m s^-2', '9.81 m/s²')).toBe('correct');
    expect(grade('343 ms^-1', '343 m/s')).toBe('correct');
    expect(grade('1 gram per cubic centimetre', '1 g/cm³')).toBe('correct');
    expect(grade('20 square metres', '20 m²')).toBe('correct');
    // false friends: another dimension is still the wrong unit
    expect(grade('9.81 m/s', '9.81 m/s²')).toBe('close');
    expect(grade('18.02 g', '18.02 g/mol')).toBe('close');
  });

  it('meets a frequency with "per second" and a volume with a cubed length', () => {
    expect(grade('50 cycles per second', '50 Hz')).toBe('correct');
    expect(grade('1 g/mL', '1 g/cm³')).toBe('correct');
    expect(grade('1000 cm³', '1 litre')).toBe('correct');
    expect(grade('1024 B', '1024 bytes')).toBe('correct');
    expect(grade('1 kg/cm³', '1 g/cm³')).toBe('incorrect');
  });

  it('converts temperatures between scales, and a missing scale is close unless the question asks in it', () => {
    expect(grade('212 °F', '100 °C')).toBe('correct');
    expect(grade('373 K', '100 °C')).toBe('correct');
    expect(grade('98.6 °F', '37 °C')).toBe('correct');
    expect(grade('0 K', '−273.15 °C')).toBe('correct');
    expect(grade('100 °F', '100 °C')).toBe('incorrect');
    expect(grade('37 °F', '37 °C')).toBe('incorrect');
    expect(grade('37', '37 °C', 'What is normal human body temperature?')).toBe('close');
    expect(grade('37', '37 °C', 'What is normal human body temperature in °C?')).toBe('correct');
    expect(grade('100 degrees', '100 °C', 'What is the boiling point of water in °C?')).toBe('correct');
    expect(grade('373', '373 K', 'What is the boiling point of water in kelvin?')).toBe('correct');
  });

  it('takes the unit a "How many…?" question names', () => {
    expect(grade('1,024', '1024 bytes', 'How many bytes are in a kibibyte?')).toBe('correct');
    expect(grade('1,024', '1024 bytes', 'What is a kibibyte?')).toBe('close');
  });

  it('calls a rounder value right when the card says "about", and still not another number', () => {
    expect(grade('5,700 years', 'About 5,730 years')).toBe('correct');
    expect(grade('70%', 'About 71%')).toBe('correct');
    expect(grade('1.6 km', 'About 1,609 metres')).toBe('correct');
    expect(grade('93 million miles', 'About 150 million km')).toBe('correct');
    expect(grade('5,700 years', '5,730 years')).toBe('close');
    expect(grade('573 years', 'About 5,730 years')).toBe('incorrect');
    expect(grade('29%', 'About 71%')).toBe('incorrect');
  });

  it('calls one figure a rounding only within a tenth', () => {
    expect(grade('10 m/s²', '9.81 m/s²')).toBe('close');
    expect(grade('3 × 10^8 m/s', '299,792,458 m/s')).toBe('close');
    expect(grade('20 g/mol', '18.02 g/mol')).toBe('incorrect');
  });
});

describe('checkAnswerLocally: names and spaced thousands (sixth round)', () => {
  it('reads a name with a small particle, so the surname alone is right and the given name alone close', () => {
    const q = 'Who composed the Moonlight Sonata?';
    expect(grade('Beethoven', 'Ludwig van Beethoven', q)).toBe('correct');
    expect(grade('van Beethoven', 'Ludwig van Beethoven', q)).toBe('correct');
    expect(grade('Van Gogh', 'Vincent van Gogh', 'Who painted The Starry Night?')).toBe('correct');
    expect(grade('Ludwig', 'Ludwig van Beethoven', q)).toBe('close');
    expect(grade('Mozart', 'Ludwig van Beethoven', q)).toBe('incorrect');
  });

  it('calls another given name before the surname another person, and a title no given name', () => {
    const q = 'Who is known as the father of psychoanalysis?';
    expect(grade('Anna Freud', 'Sigmund Freud', q)).toBe('incorrect');
    expect(grade('Dr Freud', 'Sigmund Freud', q)).toBe('correct');
    expect(grade('Madame Curie', 'Marie Curie', 'Who discovered radium?')).toBe('correct');
    expect(grade('President Washington', 'George Washington', 'Who was the first US president?')).toBe('correct');
  });

  it('reads thousands set apart by spaces', () => {
    expect(grade('300 000 km/s', 'About 300,000 km/s')).toBe('correct');
    expect(grade('1 000 000', 'One million')).toBe('correct');
    expect(grade('30 000 km/s', 'About 300,000 km/s')).toBe('incorrect');
  });
});
