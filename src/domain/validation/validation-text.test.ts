import { describe, it, expect } from 'vitest';
import {
  canonicalEmail, validateBlockNumber, validateCity, validateCompanyName, validateDistrict, validateEmail,
  validateFlatNumber, validateHouseNumber, validateJobTitle, validateMunicipality, validateName, validatePensionPayer,
  validatePostalCode, validateStreet, validateSuburb,
} from './validation-text';

const accepts = (validate: (v: unknown) => string | null, values: string[]) => values.forEach((v) => expect(validate(v), v).toBeNull());
const rejects = (validate: (v: unknown) => string | null, values: string[]) => values.forEach((v) => expect(validate(v), v).not.toBeNull());

describe('postal code', () => {
  it('SPEC §5: exactly five digits for Spain', () => {
    expect(validatePostalCode('28001', 'ES')).toBeNull();
    expect(validatePostalCode(8001, 'ES')).toBe('postalCode.invalid');
    for (const bad of ['2800', '280011', '28 001', 'ABCDE']) expect(validatePostalCode(bad, 'ES'), bad).toBe('postalCode.invalid');
    expect(validatePostalCode('', 'ES')).toBe('required');
  });

  it('takes the country as a parameter', () => {
    expect(validatePostalCode('00-950', 'PL')).toBeNull();
    // Typed without its hyphen a Polish code is still one; a Romanian one is not.
    expect(validatePostalCode('00950', 'PL')).toBeNull();
    expect(validatePostalCode('010011', 'PL')).toBe('postalCode.invalid');
    expect(validatePostalCode('30-001', 'ES')).toBe('postalCode.invalid');
  });
});

describe('names and titles', () => {
  it('SPEC §5: names are letters incl. accents, with optional spaces or hyphens between letter groups', () => {
    accepts(validateName, ['Ana', 'José María', 'Núñez-Ibáñez', 'Çelik', 'Françoise']);
    rejects(validateName, ['Ana1', 'Ana  María', '-Ana', 'Ana-', 'Ana--María', "O'Neil", '<b>']);
  });

  it('SPEC §5: job titles are letters, or letters and digits with spaces, dots, hyphens', () => {
    accepts(validateJobTitle, ['Enfermera', 'Técnico de nivel 2', 'Dr. en Física', 'Full-stack dev']);
    rejects(validateJobTitle, ['1234', 'Jefe/a', 'Ingeniero!']);
  });
});

describe('address parts', () => {
  it('SPEC §5: street allows letters, digits and limited punctuation, with no trailing separator', () => {
    accepts(validateStreet, ['Calle Mayor', 'Avda. de la Constitución, 12', "Carrer de l'Hospital", 'C/ Sol 3º', 'Plaça Sant Jaume']);
    rejects(validateStreet, ['Calle Mayor,', 'Calle Mayor-', 'Calle <script>', '/Calle']);
  });

  it('SPEC §5: house number, flat and block have no trailing separator', () => {
    accepts(validateHouseNumber, ['12', '12B', '12-14', 's/n']);
    rejects(validateHouseNumber, ['12-', '12/', '#12']);
    accepts(validateFlatNumber, ['3º B', '2ª', 'Bajo', '4.']);
    rejects(validateFlatNumber, ['3º-', '3 /']);
    accepts(validateBlockNumber, ['A', '2']);
    rejects(validateBlockNumber, ['A-']);
  });

  it('SPEC §5: city has no trailing separator', () => {
    accepts(validateCity, ['Madrid', "L'Hospitalet de Llobregat", 'Castelló de la Plana', 'A Coruña', 'Sant Adrià de Besòs']);
    rejects(validateCity, ['Madrid-', 'Madrid,', 'Madrid!']);
  });

  it('SPEC §5: suburb, district and municipality allow letters, digits and limited punctuation', () => {
    accepts(validateSuburb, ['Barrio de Salamanca', 'Zona 2-']);
    accepts(validateDistrict, ['Chamberí']);
    accepts(validateMunicipality, ["Sant Cugat del Vallès"]);
    rejects(validateMunicipality, ['Madrid;', '<x>']);
  });

  it('SPEC §5: company name and pension payer share one pattern', () => {
    for (const value of ['Ejemplo & Hijos, S.L.', 'INSS', 'Mapfre Vida (Pensiones)']) {
      expect(validateCompanyName(value)).toBeNull();
      expect(validatePensionPayer(value)).toBeNull();
    }
    expect(validateCompanyName('Empresa <b>')).toBe('companyName.invalid');
    expect(validatePensionPayer('Empresa <b>')).toBe('pensionPayer.invalid');
  });
});

describe('email', () => {
  it('SPEC §5: a standard address pattern, case-insensitive', () => {
    accepts(validateEmail, ['ana@example.es', 'ANA.RUIZ+loan@Example.COM', 'a_b@sub.domain.co']);
    rejects(validateEmail, ['ana', 'ana@', 'ana@example', 'ana..ruiz@example.es', '.ana@example.es', 'ana@-x.es', 'ana @example.es']);
    expect(validateEmail('')).toBe('required');
    expect(validateEmail('ana@')).toBe('email.invalid');
  });

  it('SPEC §5: for hashing, email is trimmed and lowercased', () => {
    expect(canonicalEmail('  Ana.Ruiz@Example.ES ')).toBe('ana.ruiz@example.es');
  });
});
