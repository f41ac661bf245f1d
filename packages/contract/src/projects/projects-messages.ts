// A team project's limits and texts: no zod here, so the public results page loads without the
// schema library.
import { grouped, sizeText } from '../shared/limit-text.ts';

export const PROJECT_LIMITS = {
  titleMax: 100,
  summaryMax: 2000,
  urlMax: 500,
  fileMaxBytes: 20 * 1024 * 1024,
  fileExtensions: ['pdf', 'zip', 'pptx'] as const,
  /** A team's file uploads per window: a leader replacing the file again and again is refused (429). */
  fileUploadsPerWindow: 5,
  fileUploadWindowSeconds: 15 * 60,
} as const;

export const PROJECT_MSG = {
  closed: 'Project submission is closed',
  leaderOnly: 'Only the team leader can edit the project',
  notAllowed: "You are not allowed to see this team's project",
  titleRequired: 'Please enter a project title',
  titleTooLong: `The title must be at most ${PROJECT_LIMITS.titleMax} characters`,
  summaryTooLong: `The summary must be at most ${grouped(PROJECT_LIMITS.summaryMax)} characters`,
  urlInvalid: 'Links must be web addresses, such as github.com/your-team/project', // ours: http:// or https:// is added when left out
  urlTooLong: `Links must be at most ${PROJECT_LIMITS.urlMax} characters`,
  fileType: 'The file must be a PDF, ZIP or PowerPoint (.pptx)',
  fileTooLarge: `The file must be ${sizeText(PROJECT_LIMITS.fileMaxBytes)} or smaller`,
  fileRequired: 'Please choose a file to upload',
  oneFile: 'Upload one file at a time',
  badForm: 'The upload could not be read. Choose the file again and retry.',
  saveFirst: 'Save the project title first, then add the file',
  noFile: 'This project has no file',
  tooManyUploads: `Your team can upload its project file at most ${PROJECT_LIMITS.fileUploadsPerWindow} times in ${PROJECT_LIMITS.fileUploadWindowSeconds / 60} minutes. Please wait a few minutes and try again.`,
  // client-side texts
  saved: 'Project saved',
  saveFailed: 'Failed to save the project',
  fileUploaded: 'File uploaded',
  fileRemoved: 'File removed',
  fileFailed: 'Failed to upload the file',
  loadFailed: 'Failed to load the project',
  missing: 'No project submitted yet',
  switchOn: 'Team leaders can submit and edit their projects',
  switchOff: 'Projects are read-only',
  closedNotice: 'Project submission is closed. The organisers open it on the hackathon days.',
} as const;
