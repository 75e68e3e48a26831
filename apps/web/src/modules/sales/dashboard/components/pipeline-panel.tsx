import { type DashboardPipeline, formatNumber, formatPercent } from '@portale/shared';
import { ProposalsLink } from '../../area-links';
import { euro } from '../format';
import { SALES_TEXT as TEXT } from '../strings';
import { ChartOrTable, type TableColumn } from './chart-or-table';
import { MORE_LINK, Panel } from './panel';

const count = (value: number) => formatNumber(value, 0);

function PipelineChart({ pipeline, money }: { pipeline: DashboardPipeline; money: boolean }) {
  const stages = pipeline.stages;
  const categories = stages.map((s) => s.name);
  const title = `${TEXT.pipeline}: ${pipeline.name}`;
  const openCounts = stages.map((s) => s.open_count);
  const columns: TableColumn[] = [
    { id: 'probability', label: TEXT.probability, values: stages.map((s) => s.probability), format: formatPercent },
    { id: 'open', label: TEXT.open, values: openCounts, format: count },
  ];
  if (money)
    columns.push(
      { id: 'value', label: TEXT.value, values: stages.map((s) => s.value_cents ?? 0), format: euro },
      { id: 'weighted', label: TEXT.weightedValue, values: stages.map((s) => s.weighted_cents ?? 0), format: euro },
    );
  return (
    <ChartOrTable
      title={title}
      rowHeader={TEXT.stage}
      orientation="horizontal"
      categories={categories}
      formatCategory={(name, i) => `${name} (${formatPercent(stages[i]?.probability ?? 0)})`}
      series={
        money
          ? [
              { id: 'value', label: TEXT.value, values: stages.map((s) => s.value_cents ?? 0), tone: 'muted' },
              { id: 'weighted', label: TEXT.weightedValue, values: stages.map((s) => s.weighted_cents ?? 0) },
            ]
          : [{ id: 'open', label: TEXT.open, values: openCounts }]
      }
      formatValue={money ? euro : count}
      columns={columns}
    />
  );
}

/** The open proposals of each pipeline by stage: value and weighted value with money, else how many. */
export function PipelinePanel({ pipelines, money }: { pipelines: DashboardPipeline[]; money: boolean }) {
  return (
    <Panel title={TEXT.pipeline} hint={TEXT.pipelineHint} className="lg:col-span-2">
      {pipelines.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.noPipelines}</p>}
      <div className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
        {pipelines.map((pipeline) => (
          <div key={pipeline.id} className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h3 className="font-medium text-slate-900 dark:text-white">
                {pipeline.name}
                <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">
                  {[
                    TEXT.openProposals(pipeline.open_count),
                    money ? euro(pipeline.value_cents ?? 0) : null,
                    money ? TEXT.weighted(euro(pipeline.weighted_cents ?? 0)) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </h3>
              <ProposalsLink search={{ view: 'board', pipeline: pipeline.id }} className={MORE_LINK}>
                {TEXT.openBoard}
                <span className="sr-only">: {pipeline.name}</span>
              </ProposalsLink>
            </div>
            {pipeline.open_count === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{TEXT.emptyPipeline}</p>
            ) : (
              <PipelineChart pipeline={pipeline} money={money} />
            )}
          </div>
        ))}
      </div>
    </Panel>
  );
}
