import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth';
import { ok } from '../../common/http/envelope';
import { BlogService } from './blog.service';
import { BlogPageDto, BlogPostAnswerDto, FeaturedPostAnswerDto, TagsAnswerDto } from './dto/post.dto';
import { BlogQueryDto } from './dto/post-query.dto';
import { Invalid, Missing } from './post-routes';

/** The public blog: published posts, and scheduled ones from their time on. */
@ApiTags('blog')
@Controller('posts/blog')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Blog posts, 12 a page by default, the featured post first on page 0' })
  @ApiOkResponse({ type: BlogPageDto })
  @Invalid()
  async listBlogPosts(@Query() query: BlogQueryDto): Promise<BlogPageDto> {
    return ok(await this.blog.list(query));
  }

  @Public()
  @Get('featured')
  @ApiOperation({ summary: 'The featured post, or null' })
  @ApiOkResponse({ type: FeaturedPostAnswerDto })
  async getFeaturedPost(): Promise<FeaturedPostAnswerDto> {
    return ok(await this.blog.featured());
  }

  @Public()
  @Get('tags')
  @ApiOperation({ summary: 'Tags of the published posts with counts, most used first' })
  @ApiOkResponse({ type: TagsAnswerDto })
  async getBlogTags(): Promise<TagsAnswerDto> {
    return ok(await this.blog.tags());
  }

  @Public()
  @Get('post/:idOrSlug')
  @ApiOperation({ summary: 'One post by id or slug, with up to 3 related posts' })
  @ApiParam({ name: 'idOrSlug', example: 'penalty-points-in-ireland-explained' })
  @ApiOkResponse({ type: BlogPostAnswerDto })
  @Missing()
  async getBlogPost(@Param('idOrSlug') idOrSlug: string): Promise<BlogPostAnswerDto> {
    return ok(await this.blog.get(idOrSlug));
  }
}
