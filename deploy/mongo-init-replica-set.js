// Run once by the compose stack's mongo-init job: makes mongo1..3 the replica set rs0, then waits for a primary.
/* global rs, db, print, quit, sleep -- mongosh's shell globals */
const members = ['mongo1:27017', 'mongo2:27017', 'mongo3:27017'].map((host, _id) => ({ _id, host }));
try {
  rs.status();
  print('replica set rs0 already initiated');
} catch {
  rs.initiate({ _id: 'rs0', members });
  print('replica set rs0 initiated');
}
for (let i = 0; i < 60; i++) {
  if (db.hello().isWritablePrimary || db.hello().primary) quit(0);
  sleep(1000);
}
print('no primary after 60 s');
quit(1);
