import { describe, expect, it } from 'vitest';
import { entriesNamingFields } from './error-summary';

const named = (message: string, field: string) => `${message} («${field}»)`;

describe('error summary entries name their field', () => {
  it('a generic message is said with its field; a message written for its field stays as it is', () => {
    expect(
      entriesNamingFields(
        [
          { id: 'a', message: 'Elige una de las opciones', field: '¿Qué relación tienes con esta persona?', generic: true },
          { id: 'b', message: 'Escribe tu nombre', field: '¿Cómo te llamas?', generic: false },
        ],
        named,
      ),
    ).toEqual([
      { id: 'a', message: 'Elige una de las opciones («¿Qué relación tienes con esta persona?»)' },
      { id: 'b', message: 'Escribe tu nombre' },
    ]);
  });

  it('two entries of the same text are each said with their field, so no two read alike', () => {
    const entries = entriesNamingFields(
      [
        { id: 'x', message: 'Marca la casilla para continuar', field: 'Condiciones', generic: false },
        { id: 'y', message: 'Marca la casilla para continuar', field: 'Privacidad', generic: false },
      ],
      named,
    );
    expect(new Set(entries.map((entry) => entry.message)).size).toBe(2);
  });

  it('a field without a name keeps its message', () => {
    expect(entriesNamingFields([{ id: 'z', message: 'Responde a esta pregunta para continuar', field: '', generic: true }], named)).toEqual([
      { id: 'z', message: 'Responde a esta pregunta para continuar' },
    ]);
  });
});
