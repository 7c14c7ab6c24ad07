import type { VehicleModels } from '../../../src/api/contract';

/** Common makes and models on Spanish roads (GET /data/vehicleModels.json, vehicle step). */
export const VEHICLE_MODELS: VehicleModels = [
  { make: 'Citroën', models: ['C3', 'C4', 'C5 Aircross', 'Berlingo'] },
  { make: 'Dacia', models: ['Sandero', 'Duster', 'Jogger'] },
  { make: 'Fiat', models: ['500', 'Panda', 'Tipo'] },
  { make: 'Ford', models: ['Fiesta', 'Focus', 'Kuga', 'Puma'] },
  { make: 'Hyundai', models: ['i20', 'i30', 'Kona', 'Tucson'] },
  { make: 'Kia', models: ['Ceed', 'Niro', 'Sportage', 'Stonic'] },
  { make: 'Opel', models: ['Astra', 'Corsa', 'Mokka'] },
  { make: 'Peugeot', models: ['208', '308', '2008', '3008'] },
  { make: 'Renault', models: ['Clio', 'Captur', 'Mégane', 'Austral'] },
  { make: 'SEAT', models: ['Ibiza', 'León', 'Arona', 'Ateca'] },
  { make: 'Toyota', models: ['Yaris', 'Corolla', 'C-HR', 'RAV4'] },
  { make: 'Volkswagen', models: ['Polo', 'Golf', 'T-Roc', 'Tiguan'] },
];
