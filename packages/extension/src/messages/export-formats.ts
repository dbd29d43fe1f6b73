// The export formats come from the spec's enum, through the SDK's generated constants.
export { EXPORT_FORMATS, type ExportFormat } from '@scribekit/sdk';
