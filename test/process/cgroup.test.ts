// The cgroup facts the sandbox reports (issue 42.4): which cgroup v2
// directory we are in, and whether it offers what a row's limits would need.
// The inputs are /proc/self/cgroup and /proc/self/mountinfo as Linux writes
// them: a cgroup v1 hybrid (this project's CI machine) and a systemd user
// slice with a delegated cgroup v2.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { cgroupV2Dir, delegatedCgroup, missingControllers } from '../../src/process/cgroup.ts';

const HYBRID_CGROUP = '9:name=systemd:/\n8:pids:/\n4:memory:/process_api/fbd089\n1:cpu:/\n0::/\n';
const HYBRID_MOUNTS = [
  '31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755',
  '35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory',
  '41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw',
].join('\n');
const V2_CGROUP = '0::/user.slice/user-1001.slice/user@1001.service/app.slice/runner.service\n';
const V2_MOUNTS =
  '35 24 0:30 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:9 - cgroup2 cgroup2 rw,nsdelegate,memory_recursiveprot';
const V1_CGROUP = '12:pids:/user.slice\n4:memory:/user.slice\n1:name=systemd:/user.slice/session-1.scope\n';

describe('cgroup facts', () => {
  it('finds the cgroup v2 directory we are in, on a hybrid and on a v2-only machine; none on v1', () => {
    assert.equal(cgroupV2Dir(HYBRID_CGROUP, HYBRID_MOUNTS), '/sys/fs/cgroup/unified');
    assert.equal(
      cgroupV2Dir(V2_CGROUP, V2_MOUNTS),
      '/sys/fs/cgroup/user.slice/user-1001.slice/user@1001.service/app.slice/runner.service',
    );
    assert.equal(cgroupV2Dir(V1_CGROUP, HYBRID_MOUNTS), undefined);
    assert.equal(cgroupV2Dir(HYBRID_CGROUP, ''), undefined);
  });

  it('a row needs the memory and pids controllers', () => {
    assert.deepEqual(missingControllers('cpuset cpu io memory hugetlb pids rdma misc\n'), []);
    assert.deepEqual(missingControllers('hugetlb\n'), ['memory', 'pids']);
    assert.deepEqual(missingControllers(''), ['memory', 'pids']);
  });

  it('says in one line what this machine offers', async () => {
    const found = await delegatedCgroup();
    if ('dir' in found) assert.match(found.dir, /^\//);
    else
      assert.match(
        found.missing,
        /^(no cgroup v2|the cgroup v2 directory \S+ (offers no|is not delegated)|cgroups are Linux)/,
      );
  });
});
