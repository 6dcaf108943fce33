import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Actor, Staff, CurrentActor, CurrentSession } from '../../common/auth';
import type { SessionPrincipal } from '../../common/auth/principal';
import { EnvelopeDto, ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { IdParamDto } from '../../common/validation/id-param';
import { staffRef } from '../uploads';
import { AutosavePostDto, CreatePostDto, SchedulePostDto, UpdatePostDto } from './dto/post-input.dto';
import { CreatedPostAnswerDto, PostAnswerDto, PostsPageDto, TagsAnswerDto } from './dto/post.dto';
import { PostsQueryDto } from './dto/post-query.dto';
import { PostsService } from './posts.service';
import { Invalid, Missing } from './post-routes';

const SlugTaken = () =>
  ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'The slug is used by another post' });
const Untitled = () =>
  ApiUnprocessableEntityResponse({ type: ErrorEnvelopeDto, description: 'The post has no title' });

/** Writing the blog, for administrators. Every write is audited. */
@ApiTags('posts')
@Controller('posts')
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Staff('content')
  @Get()
  @ApiOperation({
    summary: 'Posts of every status, with search, status and tag filters (newest first by default)',
  })
  @ApiOkResponse({ type: PostsPageDto })
  @Invalid()
  async listPosts(@Query() query: PostsQueryDto): Promise<PostsPageDto> {
    return ok(await this.posts.list(query));
  }

  @Staff('content')
  @Get('tags')
  @ApiOperation({ summary: 'Every tag in use, drafts included, with counts (for the editor)' })
  @ApiOkResponse({ type: TagsAnswerDto })
  async listPostTags(): Promise<TagsAnswerDto> {
    return ok(await this.posts.tags());
  }

  @Staff('content')
  @Get(':id')
  @ApiOperation({ summary: 'One post for the editor, with its sanitised body and any pending changes' })
  @ApiOkResponse({ type: PostAnswerDto })
  @Invalid()
  @Missing()
  async getPost(@Param() { id }: IdParamDto): Promise<PostAnswerDto> {
    return ok({ currentPost: await this.posts.get(id) });
  }

  @Staff('content')
  @Post()
  @ApiOperation({ summary: 'Create a draft; the signed-in user is its author' })
  @ApiCreatedResponse({ type: CreatedPostAnswerDto })
  @Invalid()
  @SlugTaken()
  async createPost(
    @Body() body: CreatePostDto,
    @CurrentSession() { user }: SessionPrincipal,
    @CurrentActor() actor: Actor,
  ): Promise<CreatedPostAnswerDto> {
    return ok({ item: await this.posts.create(body, staffRef(user), actor) }, 'Post created.');
  }

  @Staff('content')
  @Put(':id')
  @ApiOperation({
    summary: 'Save changes (a live post changes at once); featured: true unfeatures the others',
  })
  @ApiOkResponse({ type: PostAnswerDto })
  @Invalid()
  @Missing()
  @SlugTaken()
  async updatePost(
    @Param() { id }: IdParamDto,
    @Body() body: UpdatePostDto,
    @CurrentActor() actor: Actor,
  ): Promise<PostAnswerDto> {
    return ok({ currentPost: await this.posts.update(id, body, actor) }, 'Post saved.');
  }

  @Staff('content')
  @Patch(':id/draft')
  @ApiOperation({
    summary:
      'Autosave: a draft changes in place; a live post keeps the edits in draftChanges until published',
  })
  @ApiOkResponse({ type: PostAnswerDto })
  @Invalid()
  @Missing()
  async autosavePost(
    @Param() { id }: IdParamDto,
    @Body() body: AutosavePostDto,
    @CurrentActor() actor: Actor,
  ): Promise<PostAnswerDto> {
    return ok({ currentPost: await this.posts.autosave(id, body, actor) }, 'Saved.');
  }

  @Staff('content')
  @Delete(':id/draft')
  @ApiOperation({ summary: "Discard a live post's pending changes" })
  @ApiOkResponse({ type: PostAnswerDto })
  @Invalid()
  @Missing()
  async discardPostChanges(
    @Param() { id }: IdParamDto,
    @CurrentActor() actor: Actor,
  ): Promise<PostAnswerDto> {
    return ok({ currentPost: await this.posts.discardChanges(id, actor) }, 'Changes discarded.');
  }

  @Staff('content')
  @Post(':id/schedule')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish at a future time (pending changes included); the post appears then' })
  @ApiOkResponse({ type: PostAnswerDto })
  @Invalid()
  @Missing()
  @Untitled()
  async schedulePost(
    @Param() { id }: IdParamDto,
    @Body() body: SchedulePostDto,
    @CurrentActor() actor: Actor,
  ): Promise<PostAnswerDto> {
    return ok({ currentPost: await this.posts.schedule(id, body.publishAt, actor) }, 'Post scheduled.');
  }

  @Staff('content')
  @Post(':id/publish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publish now, with any pending changes' })
  @ApiOkResponse({ type: PostAnswerDto })
  @Invalid()
  @Missing()
  @Untitled()
  async publishPost(@Param() { id }: IdParamDto, @CurrentActor() actor: Actor): Promise<PostAnswerDto> {
    return ok({ currentPost: await this.posts.publish(id, actor) }, 'Post published.');
  }

  @Staff('content')
  @Post(':id/unpublish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Back to a draft (pending changes become the draft)' })
  @ApiOkResponse({ type: PostAnswerDto })
  @Invalid()
  @Missing()
  async unpublishPost(@Param() { id }: IdParamDto, @CurrentActor() actor: Actor): Promise<PostAnswerDto> {
    return ok({ currentPost: await this.posts.unpublish(id, actor) }, 'Post unpublished.');
  }

  @Staff('content')
  @Delete(':id')
  @ApiOperation({ summary: 'Delete a post (its images stay in the library)' })
  @ApiOkResponse({ type: EnvelopeDto })
  @Invalid()
  @Missing()
  async deletePost(@Param() { id }: IdParamDto, @CurrentActor() actor: Actor): Promise<EnvelopeDto> {
    await this.posts.delete(id, actor);
    return ok({}, 'Post has been deleted.');
  }
}
