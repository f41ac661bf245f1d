import { defineModule, type ModuleDeps } from '../define-module.ts';
import { createFilesService } from './files.service.ts';

export const filesModule = defineModule({
  name: 'files',
  create: ({ db, database }: ModuleDeps) => ({ files: createFilesService({ db, engine: database.engine }) }),
});
