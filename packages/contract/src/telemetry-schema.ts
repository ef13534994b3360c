import { array, mixed, number, object, type ObjectSchema } from 'yup';
import { strictString, withoutControlCharacters } from './fields.ts';
import { controlCharactersMessage } from './messages.ts';
import { telemetryKinds, telemetryLimits, telemetryOwners, type TelemetryBatch, type TelemetryEvent, type TelemetryKind, type TelemetryOwner } from './telemetry.ts';

// Release versions as the release tool names them (`0.1.0-3f9c2a1b`): no spaces, no markup.
const versionPattern = /^[\w.+-]+$/;
// A path without query string or fragment: a URL's query may carry a token or an address.
const pathPattern = /^\/[^?#\s]*$/;

const version = (label: string) =>
  strictString(label).max(telemetryLimits.version, `${label} is at most ${telemetryLimits.version} characters`).matches(versionPattern, `${label} is not a release version`);

const eventSchema: ObjectSchema<TelemetryEvent> = object({
  kind: mixed<TelemetryKind>().oneOf(telemetryKinds, 'Kind is unknown').required('Kind is required'),
  view: strictString('View').required('View is required').matches(/^[\w-]{8,64}$/, 'View is not a page view id'),
  path: strictString('Path').required('Path is required').max(telemetryLimits.path, `Path is at most ${telemetryLimits.path} characters`).matches(pathPattern, 'Path must be a path without query string'),
  owner: mixed<TelemetryOwner>().oneOf(telemetryOwners, 'Owner is unknown').required('Owner is required'),
  ownerVersion: version('Owner version').nullable().defined('Owner version is required'),
  contentVersion: strictString('Content version').matches(/^c-[0-9a-f]{20}$/, 'Content version is not a content version').nullable().optional(),
  value: number().typeError('Value must be a number').min(0, 'Value must not be negative').max(3_600_000, 'Value is out of range').required('Value is required'),
  message: withoutControlCharacters(strictString('Message').max(telemetryLimits.message, `Message is at most ${telemetryLimits.message} characters`).defined().default(''), controlCharactersMessage('Message')),
});

/** `POST /api/telemetry`'s body: one beacon of a page's measurements and failures. */
export const telemetryBatchSchema: ObjectSchema<TelemetryBatch> = object({
  shellVersion: version('Shell version').required('Shell version is required'),
  events: array(eventSchema)
    .required('Events are required')
    .min(1, 'Events must not be empty')
    .max(telemetryLimits.events, `At most ${telemetryLimits.events} events per beacon`),
});
