/**
 * The /object routes of the storage service, one module per route or small group, as
 * supabase/storage lays them out: createObject (upload, replace), signedUpload (signed upload
 * URLs), getObject (authenticated and public reads), signedUrls (signed download URLs),
 * getObjectInfo, listObjects, deleteObjects, moveObject, copyObject. Beneath them: data.ts (bucket
 * settings, rows read as the caller, file changes undone with the transaction), write.ts (the
 * upload path: limits, the permission probe, staging, the row and the file together) and
 * signing.ts (signed-URL tokens).
 */
import type { Hono } from 'hono';
import type { ServiceContext } from '../../context.ts';
import { ERRORS } from '../errors.ts';
import { handleUpload } from './createObject.ts';
import { handleCopy } from './copyObject.ts';
import { handleRemove, handleRemoveOne } from './deleteObjects.ts';
import { handleAuthenticatedRead, handlePublicRead } from './getObject.ts';
import { handleInfo } from './getObjectInfo.ts';
import { handleList } from './listObjects.ts';
import { handleMove } from './moveObject.ts';
import { handleSignUpload, handleSignedUpload } from './signedUpload.ts';
import { handleSign, handleSignMany, handleSignedRead } from './signedUrls.ts';

export { deleteObjects } from './deleteObjects.ts';

/** Registers the /object routes. Specific prefixes (list, sign, public, ...) come first. */
export function registerObjectRoutes(app: Hono, ctx: ServiceContext): void {
  app.post('/object/list/:bucket', (c) => handleList(c, ctx));
  app.post('/object/move', (c) => handleMove(c, ctx));
  app.post('/object/copy', (c) => handleCopy(c, ctx));
  app.post('/object/upload/sign/:bucket/:key{.+}', (c) => handleSignUpload(c, ctx));
  app.put('/object/upload/sign/:bucket/:key{.+}', (c) => handleSignedUpload(c, ctx));
  app.post('/object/sign/:bucket/:key{.+}', (c) => handleSign(c, ctx));
  app.post('/object/sign/:bucket', (c) => handleSignMany(c, ctx));
  app.get('/object/sign/:bucket/:key{.+}', (c) => handleSignedRead(c, ctx));
  app.get('/object/public/:bucket/:key{.+}', (c) => handlePublicRead(c, ctx));
  app.get('/object/authenticated/:bucket/:key{.+}', (c) => handleAuthenticatedRead(c, ctx));
  app.get('/object/info/:bucket/:key{.+}', (c) => handleInfo(c, ctx));
  app.post('/object/:bucket/:key{.+}', (c) => handleUpload(c, ctx, c.req.header('x-upsert') === 'true'));
  // PUT replaces (or creates) the object, as supabase/storage's update route does.
  app.put('/object/:bucket/:key{.+}', (c) => handleUpload(c, ctx, true));
  app.get('/object/:bucket/:key{.+}', (c) => handleAuthenticatedRead(c, ctx));
  app.delete('/object/:bucket/:key{.+}', (c) => handleRemoveOne(c, ctx));
  app.delete('/object/:bucket', (c) => handleRemove(c, ctx));
  // An upload URL without a name, e.g. `<bucket>/../x.png` after the client's URL parser removed
  // the dot segment: refused as an invalid key, like any other name that leaves the bucket.
  app.on(['POST', 'PUT'], '/object/:bucket', () => {
    throw ERRORS.invalidKey('');
  });
}
