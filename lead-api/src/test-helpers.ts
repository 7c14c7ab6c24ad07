import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDEMPOTENCY_KEY_HEADER, endpointUrl, type EndpointDefinition } from '../../src/api/contract';
import { createLeadApi, type LeadApi, type LeadApiOptions } from './app';

/** Test support (not a test file): a lead API on a fresh temporary data directory. */
export const API_BASE = '/api';
export const FIXED_NOW = Date.parse('2026-03-01T10:00:00Z');

export async function makeDataDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'lead-api-test-'));
}

export async function removeDataDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export async function makeApi(dataDir: string, options: Partial<LeadApiOptions> = {}): Promise<LeadApi> {
  return createLeadApi({ dataDir, apiBase: API_BASE, now: () => FIXED_NOW, pendingPolls: 2, slowMs: 50, ...options });
}

type CallOptions = {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  key?: string;
  rawBody?: string;
  /** Replaces the JSON Content-Type (null: none). */
  contentType?: string | null;
  headers?: Record<string, string>;
  /** The client's address, as a socket would give it; in-process calls have none (no per-address limit applies). */
  address?: string;
};

/** The bindings @hono/node-server gives a request from `address` (client-address.ts reads the peer from them). */
export const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

/** Calls one endpoint of the contract table in-process (Hono's app.request). */
export async function call(api: LeadApi, endpoint: EndpointDefinition, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.contentType !== null) headers['Content-Type'] = options.contentType ?? 'application/json';
  if (options.key) headers[IDEMPOTENCY_KEY_HEADER] = options.key;
  const hasBody = options.rawBody !== undefined || options.body !== undefined;
  const response = await api.app.request(
    endpointUrl(API_BASE, endpoint, options.params, options.query),
    { method: endpoint.method, headers, ...(hasBody ? { body: options.rawBody ?? JSON.stringify(options.body) } : {}) },
    options.address ? fromAddress(options.address) : undefined,
  );
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: (text ? JSON.parse(text) : undefined) as Record<string, unknown> & { [key: string]: unknown },
  };
}

/** A complete Spanish v3 lead: every required data point of the Spanish flow, valid. */
export function completeLead(email: string): Record<string, unknown> {
  return {
    productId: 'SOLCREDITO',
    amount: 1000,
    period: 70,
    generalPolicies: true,
    tags: ['ui:react'],
    contactDetails: {
      email,
      phoneNumber: '+34612345678',
      marketingConsents: false,
      postalCode: '28013',
      city: 'Madrid',
      province: 'Madrid',
      street: 'Gran Vía',
      houseNumber: '28',
    },
    personalDetails: { firstName: 'Lucía', lastName: 'García', dateOfBirth: '1990-05-17', personalCode: '12345678Z' },
    otherDetails: {
      loanPurpose: 'car',
      maritalStatus: 'single',
      education: 'university',
      housingTenure: 'tenant',
      numberOfDependants: 0,
      negativeCreditHistory: false,
      isPoliticallyExposed: false,
      connectedToPep: false,
    },
    incomeDetails: { incomeSource: 'permanentEmployee', monthlyIncome: 1800, incomePayday: 28, iban: 'ES9121000418450200051332' },
    expenses: { monthlyExpenses: 600, monthlyCreditCommitments: 0, rentAmount: 650 },
    employer: { name: 'Mercadona' },
  };
}
