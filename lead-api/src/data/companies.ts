import type { Company } from '../../../src/api/contract';

/**
 * A handful of large Spanish companies with their public registered details (CIF and registered
 * office), for the employer-name lookup (GET /company/{name}).
 */
export const COMPANIES: readonly Company[] = [
  { name: 'Telefónica, S.A.', taxRegistryCode: 'A28015865', street: 'Gran Vía', houseNumber: '28', postalCode: '28013', city: 'Madrid', province: 'Madrid' },
  { name: 'Banco Santander, S.A.', taxRegistryCode: 'A39000013', street: 'Paseo de Pereda', houseNumber: '9-12', postalCode: '39004', city: 'Santander', province: 'Cantabria' },
  { name: 'Industria de Diseño Textil, S.A. (Inditex)', taxRegistryCode: 'A15075062', street: 'Avenida de la Diputación', houseNumber: 's/n', postalCode: '15143', city: 'Arteixo', province: 'A Coruña' },
  { name: 'Iberdrola, S.A.', taxRegistryCode: 'A48010615', street: 'Plaza Euskadi', houseNumber: '5', postalCode: '48009', city: 'Bilbao', province: 'Bizkaia' },
  { name: 'Mercadona, S.A.', taxRegistryCode: 'A46103834', street: 'Calle Valencia', houseNumber: '5', postalCode: '46016', city: 'Tavernes Blanques', province: 'Valencia/València' },
  { name: 'Repsol, S.A.', taxRegistryCode: 'A78374725', street: 'Calle Méndez Álvaro', houseNumber: '44', postalCode: '28045', city: 'Madrid', province: 'Madrid' },
  { name: 'El Corte Inglés, S.A.', taxRegistryCode: 'A28017895', street: 'Calle Hermosilla', houseNumber: '112', postalCode: '28009', city: 'Madrid', province: 'Madrid' },
];

const MAX_MATCHES = 10;

/** Accent- and case-insensitive "contains" match, so "telefonica" finds Telefónica. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function findCompanies(name: string): Company[] {
  const wanted = fold(name.trim());
  if (wanted.length < 2) return [];
  return COMPANIES.filter((company) => fold(company.name).includes(wanted)).slice(0, MAX_MATCHES);
}
