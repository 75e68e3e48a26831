import type { SystemStatus } from '@portale/shared';
import { formatNumber } from '@portale/shared';
import { Cpu, Database, HardDrive, MemoryStick, Server } from 'lucide-react';
import { formatBytes, formatDateTime, formatUptime } from '../format';
import { VM_TEXT } from '../strings';
import { MetricCard, StatList } from './metric-card';
import { UsageBar } from './usage-bar';

const percentOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

/** The metric cards of the server status page. */
export function StatusCards({ status }: { status: SystemStatus }) {
  const { memory, cpu, database, disk } = status;
  const systemUsed = memory.system_total_bytes - memory.system_free_bytes;
  const load1 = cpu.load_average[0] ?? 0;
  const poolUsed = database.pool ? database.pool.total - database.pool.idle : 0;
  const diskUsed = disk ? disk.total_bytes - disk.free_bytes : 0;

  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      <MetricCard title={VM_TEXT.app.title} icon={<Server className="size-4" aria-hidden="true" />} titleId="vm-app">
        <StatList
          rows={[
            [VM_TEXT.app.version, status.version],
            [VM_TEXT.app.node, status.node_version],
            [VM_TEXT.app.uptime, formatUptime(status.uptime_seconds)],
            [
              VM_TEXT.app.startedAt,
              <time key="started" dateTime={status.started_at}>
                {formatDateTime(status.started_at)}
              </time>,
            ],
          ]}
        />
      </MetricCard>

      <MetricCard
        title={VM_TEXT.memory.title}
        icon={<MemoryStick className="size-4" aria-hidden="true" />}
        titleId="vm-memory"
      >
        <UsageBar
          label={VM_TEXT.memory.system}
          percent={percentOf(systemUsed, memory.system_total_bytes)}
          valueText={VM_TEXT.memory.ofTotal(formatBytes(systemUsed), formatBytes(memory.system_total_bytes))}
        />
        <StatList
          rows={[
            [VM_TEXT.memory.process, formatBytes(memory.rss_bytes)],
            [VM_TEXT.memory.heap, formatBytes(memory.heap_used_bytes)],
          ]}
        />
      </MetricCard>

      <MetricCard title={VM_TEXT.cpu.title} icon={<Cpu className="size-4" aria-hidden="true" />} titleId="vm-cpu">
        <UsageBar
          label={VM_TEXT.cpu.load}
          percent={percentOf(load1, cpu.cores)}
          valueText={VM_TEXT.cpu.loadValue(load1, cpu.cores)}
        />
        <StatList
          rows={[
            [VM_TEXT.cpu.cores, cpu.cores],
            [VM_TEXT.cpu.loadAverages, cpu.load_average.map((l) => formatNumber(l, 2)).join(' / ')],
          ]}
        />
      </MetricCard>

      <MetricCard
        title={VM_TEXT.database.title}
        icon={<Database className="size-4" aria-hidden="true" />}
        titleId="vm-database"
      >
        <StatList
          rows={[
            [VM_TEXT.database.kind, VM_TEXT.database.kinds[database.kind]],
            [VM_TEXT.database.size, database.size_bytes === null ? VM_TEXT.none : formatBytes(database.size_bytes)],
            [
              VM_TEXT.database.migration,
              <code key="migration" className="text-xs break-all">
                {database.migration ?? VM_TEXT.none}
              </code>,
            ],
          ]}
        />
        {database.pool ? (
          <UsageBar
            label={VM_TEXT.database.pool}
            percent={percentOf(poolUsed, database.pool.max)}
            valueText={`${VM_TEXT.database.poolValue(poolUsed, database.pool.max)} · ${VM_TEXT.database.poolDetail(
              database.pool.total,
              database.pool.idle,
              database.pool.waiting,
            )}`}
          />
        ) : (
          <p className="text-xs text-slate-600 dark:text-slate-400">{VM_TEXT.database.noPool}</p>
        )}
      </MetricCard>

      <MetricCard
        title={VM_TEXT.disk.title}
        icon={<HardDrive className="size-4" aria-hidden="true" />}
        titleId="vm-disk"
      >
        {disk ? (
          <>
            <UsageBar
              label={VM_TEXT.disk.used}
              percent={percentOf(diskUsed, disk.total_bytes)}
              valueText={`${VM_TEXT.memory.ofTotal(formatBytes(diskUsed), formatBytes(disk.total_bytes))} · ${VM_TEXT.disk.free(formatBytes(disk.free_bytes))}`}
            />
            <StatList
              rows={[
                [
                  VM_TEXT.disk.path,
                  <code key="path" className="text-xs break-all">
                    {disk.path}
                  </code>,
                ],
              ]}
            />
          </>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{VM_TEXT.disk.unavailable}</p>
        )}
      </MetricCard>
    </div>
  );
}
